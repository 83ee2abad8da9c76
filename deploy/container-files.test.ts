import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DCLinter } from "dclint";
import { validate } from "dockerfile-utils";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { imageRuntime, readDockerfile } from "#tests/support/dockerfile.ts";

/**
 * The container files, checked without Docker (no daemon or registry here):
 * - Dockerfile: dockerfile-utils' linter (the one behind VS Code's Docker support: instructions,
 *   flags, arguments), then the rules of issue 26 (multi-stage, the engines' Node, non-root,
 *   DATA_DIR a volume, a HEALTHCHECK on /healthz, the entry point the integration test runs, and
 *   every file the runtime stage copies exists or is built);
 * - compose.yaml and compose.sqlite.yaml: dclint, which validates against the Compose
 *   Specification's JSON schema (the copy it ships, schemas/compose.schema.json) and lints.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (f: string) => readFileSync(path.join(root, f), "utf8");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };

describe("Dockerfile", () => {
  const { args, stages } = readDockerfile();
  const runtime = stages[stages.length - 1];
  const final = (k: string) => runtime?.instructions.filter((i) => i.keyword === k) ?? [];

  it("passes dockerfile-utils' linter", () => {
    expect(validate(read("Dockerfile")).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it("builds in one stage and runs in another, on package.json's Node major, pinned", () => {
    expect(stages.map((s) => s.name)).toEqual(["build", "runtime"]);
    const image = /^NODE_IMAGE=(\S+)$/.exec(args.find((a) => a.keyword === "ARG")?.args ?? "")?.[1] ?? "";
    expect(image).toMatch(/^node:\d+\.\d+\.\d+-[a-z]+-slim$/);
    expect(image.split(":")[1]?.split(".")[0]).toBe(/\d+/.exec(pkg.engines.node)?.[0]);
    expect(stages.every((s) => s.from === "${NODE_IMAGE}")).toBe(true);
  });

  it("runs as a non-root user with DATA_DIR a volume, a health check on /healthz and the entry point the test runs", () => {
    const { env, user, command, workdir } = imageRuntime();
    expect(user).toBe("node");
    expect(env.DATA_DIR).toBe("/data");
    expect(final("VOLUME").map((v) => v.args)).toEqual(['["/data"]']);
    expect(env.NODE_ENV).toBe("production");
    expect(final("EXPOSE").map((v) => v.args)).toEqual([env.PORT]);
    expect(command).toEqual([`${workdir}/scripts/entrypoint.sh`]);
    const health = final("HEALTHCHECK")[0]?.args ?? "";
    expect(health).toMatch(/CMD \["node", "scripts\/healthcheck\.js"\]$/);
    expect(read("scripts/healthcheck.js")).toContain("/healthz");
  });

  it("copies into the runtime what the entry point, the health check and the operations scripts need, and nothing is fetched at start", () => {
    const copied = final("COPY")
      .filter((c) => c.args.startsWith("--from=build "))
      .flatMap((c) => c.args.split(" ").slice(1, -1))
      .map((p) => p.replace(/^\/app\//, ""));
    for (const p of copied) expect(existsSync(path.join(root, p)) || ["node_modules", "build"].includes(p), p).toBe(true);
    // Every relative import of a copied script is copied too.
    for (const script of copied.filter((p) => p.endsWith(".js"))) {
      for (const m of read(script).matchAll(/from "(\.[^"]+)"|import\("(\.[^"]+)"\)|\bnode (\S+\.js)/g)) {
        const target = m[3] ?? path.join(path.dirname(script), (m[1] ?? m[2]) as string);
        expect(copied, `${script} needs ${target}`).toContain(target);
      }
    }
    for (const line of read("scripts/entrypoint.sh").split("\n").filter((l) => /\bnode scripts\/|\bserver\/launch/.test(l))) {
      for (const m of line.matchAll(/\b((?:scripts|server)\/[\w.-]+\.js)/g)) expect(copied).toContain(m[1]);
    }
    // The server is started with exec, so it gets the signals.
    expect(read("scripts/entrypoint.sh")).toMatch(/^exec node server\/launch\.js$/m);
    expect(read("Dockerfile")).not.toMatch(/:latest\b/);
  });

  const shellcheck = (() => {
    try {
      return execFileSync("which", ["shellcheck"], { encoding: "utf8" }).trim();
    } catch {
      return undefined;
    }
  })();
  it.skipIf(!shellcheck)("the entry point passes ShellCheck (POSIX sh: the image has no bash)", () => {
    expect(read("scripts/entrypoint.sh").split("\n")[0]).toBe("#!/bin/sh");
    execFileSync(shellcheck as string, ["--shell=sh", path.join(root, "scripts/entrypoint.sh")], { stdio: "pipe" });
  });

  it(".dockerignore keeps secrets, data and local builds out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const p of [".env", "data/", "backups/", "node_modules/", "build/", ".git"]) expect(ignored).toContain(p);
  });
});

describe("compose files", () => {
  const linter = new DCLinter({
    rules: {
      // Caddy is the public entry: it listens on every interface, IPv4 and IPv6 ("80:80"); an
      // explicit 0.0.0.0 would drop IPv6.
      "no-unbound-port-interfaces": 0,
      "require-quotes-in-ports": [2, { quoteType: "double" }],
    },
    quiet: false,
    debug: false,
    exclude: [],
  });
  const lint = (files: string[]) => linter.lintFiles(files, false).flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)}:${m.line} ${m.rule}: ${m.message}`));

  it("are valid against the Compose Specification's schema, and lint clean", () => {
    expect(lint([path.join(root, "compose.yaml"), path.join(root, "compose.sqlite.yaml")])).toEqual([]);
  });

  it("the validator does validate: a file off the schema is reported", () => {
    const bad = path.join(mkdtempSync(path.join(tmpdir(), "compose-")), "compose.yaml");
    writeFileSync(bad, "services:\n  site:\n    build: .\n    restart: sometimes-maybe\n    init: true\n    stop_grace_period: 20s\n    ports: 3000\n");
    expect(lint([bad]).join("\n")).toMatch(/invalid-schema/);
  });

  for (const file of ["compose.yaml", "compose.sqlite.yaml"]) {
    it(`${file}: the site behind Caddy only, one trusted hop, signals passed on, data in a volume`, () => {
      const doc = parse(read(file)) as { services: Record<string, Record<string, unknown>> };
      const site = doc.services.site as { environment: Record<string, string>; ports?: unknown; init: boolean; stop_grace_period: string; volumes: string[]; build: string };
      expect(site.build).toBe(".");
      expect(site.ports).toBeUndefined();
      expect(site.environment.TRUST_PROXY).toBe("1");
      // Issue 47: the address Caddy serves is the one every page names.
      expect(site.environment.SITE_URL).toBe("https://${SITE_DOMAIN}");
      expect(site.environment.DATA_DIR).toBe("/data");
      expect(site.volumes).toContain("site-data:/data");
      expect(site.init).toBe(true);
      expect(Number.parseInt(site.stop_grace_period)).toBeGreaterThan(10);
      expect(read("deploy/Caddyfile")).toContain(`reverse_proxy site:${site.environment.PORT}`);
      expect(Object.keys(doc.services).sort()).toEqual(file === "compose.yaml" ? ["caddy", "db", "site"] : ["caddy", "site"]);
      if (file === "compose.yaml") expect(site.environment.DATABASE_URL).toMatch(/^postgres:\/\/site:\$\{POSTGRES_PASSWORD\}@db:5432\/site$/);
    });
  }

  // SQLite deployers put COMPOSE_FILE=compose.sqlite.yaml in .env once (Compose reads it there),
  // so each documented command is the same for both files; one naming a file with -f, or none
  // where SQLite has no COMPOSE_FILE, would load compose.yaml and ask for POSTGRES_PASSWORD.
  it("the deployment guide's docker compose commands name no file: SQLite sets COMPOSE_FILE in .env, in the same project", () => {
    const guide = read("docs/deployment.md");
    const commands = [...guide.matchAll(/docker compose [^`\n]*/g)].map((m) => m[0]);
    expect(commands.length).toBeGreaterThan(5);
    expect(commands.filter((c) => /\s(-f|--file)\b/.test(c))).toEqual([]);
    expect(guide).toContain("put `COMPOSE_FILE=compose.sqlite.yaml` in `.env`");
    expect(read(".env.example")).toMatch(/^# COMPOSE_FILE=compose\.sqlite\.yaml$/m);
    // One project name: switching files keeps the volumes (site-data) and containers.
    const names = ["compose.yaml", "compose.sqlite.yaml"].map((f) => (parse(read(f)) as { name: string }).name);
    expect(names[0]).toBe(names[1]);
  });

  // Caddy is not a dependency of the project (Debian: apt-get install caddy): skipped without it.
  const caddy = (() => {
    try {
      return execFileSync("which", ["caddy"], { encoding: "utf8" }).trim();
    } catch {
      return undefined;
    }
  })();
  it.skipIf(!caddy)("the Caddyfile is valid for Caddy (caddy validate)", () => {
    const out = execFileSync(caddy as string, ["validate", "--adapter", "caddyfile", "--config", path.join(root, "deploy/Caddyfile")], {
      env: { ...process.env, SITE_DOMAIN: "www.example.com", ACME_EMAIL: "owner@example.com" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(out).toContain("Valid configuration");
  });

  it.skipIf(!caddy)("the Caddyfile serves SITE_DOMAIN and sends SITE_REDIRECT_FROM's names to it with their path (caddy adapt)", () => {
    type Route = { match?: { host?: string[]; not?: { host: string[] }[] }[]; handle: { handler: string; routes?: Route[]; status_code?: number; headers?: Record<string, string[]> }[] };
    const adapt = (env: Record<string, string>) => {
      const json = execFileSync(caddy as string, ["adapt", "--adapter", "caddyfile", "--config", path.join(root, "deploy/Caddyfile")], {
        env: { ...process.env, SITE_DOMAIN: "www.example.com", ACME_EMAIL: "owner@example.com", ...env },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      return (JSON.parse(json) as { apps: { http: { servers: Record<string, { routes: Route[] }> } } }).apps.http.servers;
    };
    const site = (env: Record<string, string>) => Object.values(adapt(env)).flatMap((s) => s.routes).find((r) => r.match?.[0]?.host?.includes("www.example.com"))!;
    expect(site({}).match![0]!.host).toEqual(["www.example.com"]);
    const both = site({ SITE_REDIRECT_FROM: "example.com, old.example.net" });
    expect(both.match![0]!.host).toEqual(["www.example.com", "example.com", "old.example.net"]);
    const redirect = both.handle[0]!.routes!.find((r) => r.handle[0]!.handler === "static_response")!;
    expect(redirect.match).toEqual([{ not: [{ host: ["www.example.com"] }] }]);
    expect(redirect.handle[0]!.status_code).toBe(301);
    expect(redirect.handle[0]!.headers!.Location).toEqual(["https://www.example.com{http.request.uri}"]);
  });
});
