import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of eslint.config.js, run through ESLint's Node API on small bad files, so a
 * rule cannot silently stop working (a renamed folder, a pattern that no longer matches).
 */
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;
// The first lint loads the whole config and its plugins (typescript-eslint, React, a11y): seconds
// on a busy 2-core machine, so it is done once here, with room, not inside the first test's 20 s.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText("export {};\n", { filePath: path.join(root, "app/lib/lint-warm-up.ts") });
}, 120_000);

/** The messages of the import rules for `code` as if it were the file at `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => /no-restricted-imports/.test(m.ruleId ?? ""))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe("islands (eslint.config.js)", () => {
  it("an island does not import React Router: there is no router in the browser on public pages", async () => {
    const code = `import { useLocation } from "react-router";\nexport const y = useLocation;\n`;
    expect(await importErrors("app/features/leads/lint-fixture.island.tsx", code)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*no router/)]);
    expect(await importErrors("app/features/leads/lint-fixture.tsx", code)).toEqual([]);
    // The first lint of a run loads the TypeScript parser: slow on a busy machine.
  }, 60_000);
});

describe("import style (eslint.config.js)", () => {
  it("imports from outside the folder go through the package.json alias, with the file's extension", async () => {
    const style = /^@typescript-eslint\/no-restricted-imports: .*(Old alias|No "\.\.\/"|real extension)/;
    for (const [file, source] of [
      ["app/features/leads/lint-fixture.ts", "~/lib/dom"],
      ["app/features/leads/lint-fixture.ts", "../../lib/dom"],
      ["app/features/leads/lint-fixture.ts", "#app/lib/dom"],
      ["server/api/lint-fixture.ts", "../lingering"],
      ["tests/e2e/lint-fixture.spec.ts", "../support/server"],
      ["content/pages/lint-fixture.ts", "../claims"],
      ["content/pages/lint-fixture.ts", "#content/claims"],
    ]) {
      expect(await importErrors(file!, `import { x } from "${source}";\nexport const y = x;\n`), `${file} ${source}`).toEqual([expect.stringMatching(style)]);
    }
    for (const [file, source] of [
      ["app/features/leads/lint-fixture.ts", "#app/lib/dom.ts"],
      ["app/features/leads/lint-fixture.ts", "./messages.ts"],
      ["app/features/portfolio/lint-fixture.ts", "#content/case-study/home-desktop.jpg?inline"],
      ["content/pages/lint-fixture.ts", "#content/claims.ts"],
      ["tests/e2e/lint-fixture.spec.ts", "#tests/support/server.ts"],
    ]) {
      expect(await importErrors(file!, `import { x } from "${source}";\nexport const y = x;\n`), `${file} ${source}`).toEqual([]);
    }
  });
});

describe("relative imports name their file (eslint.config.js, decision 021)", () => {
  it("./name and ../name without an extension are refused; with one, and React Router's ./+types/, they pass", async () => {
    const errors = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
    };
    const refused = /names its file with its extension/;
    for (const code of [`import { x } from "./messages";\nexport const y = x;\n`, `export { x } from "./messages";\n`, `export * from "./messages";\n`, `export const y = import("./messages");\n`]) {
      expect(await errors("app/features/leads/lint-fixture.ts", code), code).toEqual([expect.stringMatching(refused)]);
    }
    for (const code of [`import { x } from "./messages.ts";\nexport const y = x;\n`, `import type { Route } from "./+types/contact";\nexport type Y = Route.ComponentProps;\n`, `export const y = import("./messages.ts");\n`]) {
      expect(await errors("app/routes/lint-fixture.tsx", code), code).toEqual([]);
    }
  });
});

describe("one validation library (eslint.config.js)", () => {
  it("valibot everywhere; zod, still installed for two dev tools, is refused in every folder (docs/decisions/043)", async () => {
    for (const file of ["app/features/leads/lint-fixture.ts", "app/config/lint-fixture.server.ts", "server/lint-fixture.ts", "tools/insights/lint-fixture.ts", "tests/support/lint-fixture.ts", "content/pages/lint-fixture.ts"]) {
      for (const source of ["zod", "zod/mini"]) {
        expect(await importErrors(file, `import { z } from "${source}";\nexport const y = z;\n`), `${file} ${source}`).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*One validation library: valibot/)]);
      }
      expect(await importErrors(file, `import * as v from "valibot";\nexport const y = v;\n`), file).toEqual([]);
    }
  });
});

describe("layers (eslint.config.js)", () => {
  it("content/ imports nothing from app/", async () => {
    for (const source of ["#app/config/forms.ts", "#app/features/marketing/icons.tsx", "#server/app.ts"]) {
      expect(await importErrors("content/pages/lint-fixture.ts", `import type { X } from "${source}";\nexport type Y = X;\n`), source).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*content\/ imports nothing from app\//),
      ]);
    }
    expect(await importErrors("content/pages/lint-fixture.ts", `import { DURATIONS } from "#content/claims.ts";\nexport const d = DURATIONS;\n`)).toEqual([]);
  });

  it("app/ui imports no feature, chrome or route", async () => {
    for (const source of ["#app/features/leads/messages.ts", "#app/layout/ui-state.ts", "#app/routes/home.tsx"]) {
      expect(await importErrors("app/ui/lint-fixture.ts", `import { x } from "${source}";\nexport const y = x;\n`), source).toHaveLength(1);
    }
    expect(await importErrors("app/ui/lint-fixture.ts", `import { cleanUp } from "#app/lib/dom.ts";\nexport const y = cleanUp;\n`)).toEqual([]);
  });

  it("app/features imports no chrome, app/lib and app/config nothing above them", async () => {
    expect(await importErrors("app/features/leads/lint-fixture.ts", `import { uiState } from "#app/layout/ui-state.ts";\nexport const y = uiState;\n`)).toHaveLength(1);
    expect(await importErrors("app/lib/lint-fixture.ts", `import { buttonClass } from "#app/ui/button.ts";\nexport const y = buttonClass;\n`)).toHaveLength(1);
    expect(await importErrors("app/config/lint-fixture.ts", `import { x } from "#app/features/leads/messages.ts";\nexport const y = x;\n`)).toHaveLength(1);
  });

  it("the root files of app/ have a layer: the route table with app/config, the wiring at the top (issue 49, 6b)", async () => {
    const top = /^@typescript-eslint\/no-restricted-imports: .*are the top of app\//;
    const cases = [
      ...["app/lib/lint-fixture.ts", "app/ui/lint-fixture.tsx", "app/features/checkout/lint-fixture.ts", "app/layout/lint-fixture.tsx"].flatMap((file) => [
        [file, "#app/root.tsx"],
        [file, "#app/routes.ts"],
      ]),
      ["app/lib/lint-fixture.server.ts", "#app/services.server.ts"],
      ["app/features/checkout/lint-fixture.server.ts", "#app/services.server.ts"],
      ["app/pages.ts", "./root"],
    ];
    for (const [file, source] of cases) {
      expect(await importErrors(file!, `import type { X } from "${source}";\nexport type Y = X;\n`), `${file} ${source}`).toEqual([expect.stringMatching(top)]);
    }
    // The route table is data of the lowest layer: meta and JSON-LD may read it, and it reads nothing above.
    expect(await importErrors("app/lib/lint-fixture.ts", `import { pageFor } from "#app/pages.ts";\nexport const y = pageFor;\n`)).toEqual([]);
    expect(await importErrors("app/pages.ts", `import { x } from "./features/leads/messages.ts";\nexport const y = x;\n`)).toHaveLength(1);
    expect(await importErrors("app/prerendered-paths.ts", `import { x } from "#app/ui/button.ts";\nexport const y = x;\n`)).toHaveLength(1);
    // The top imports anything of app/.
    expect(await importErrors("app/root.tsx", `import { x } from "./features/leads/messages.ts";\nimport { services } from "./services.server";\nexport const y = [x, services];\n`)).toEqual([]);
    expect(await importErrors("app/routes/lint-fixture.tsx", `import { services } from "#app/services.server.ts";\nexport const y = services;\n`)).toEqual([]);
  });

  it("analytics imports nothing of admin; admin may show analytics (issue 49, 6b)", async () => {
    expect(await importErrors("app/features/analytics/lint-fixture.tsx", `import { AdminTable } from "#app/features/admin/admin-table.tsx";\nexport const y = AdminTable;\n`)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*analytics imports nothing from app\/features\/admin/),
    ]);
    expect(await importErrors("app/features/analytics/lint-fixture.tsx", `import { x } from "#app/layout/ui-state.ts";\nexport const y = x;\n`)).toHaveLength(1);
    expect(await importErrors("app/features/admin/lint-fixture.tsx", `import { dayOf } from "#app/features/analytics/dates.ts";\nexport const y = dayOf;\n`)).toEqual([]);
  });

  it("app/ imports nothing from server/: server/ imports app/, never the reverse", async () => {
    for (const file of ["app/features/analytics/lint-fixture.server.ts", "app/entry.server.tsx", "app/lib/lint-fixture.ts", "app/routes/lint-fixture.tsx"]) {
      expect(await importErrors(file, `import type { X } from "#server/csp-by-path.ts";\nexport type Y = X;\n`), file).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*app\/ imports nothing from server\//),
      ]);
    }
    expect(await importErrors("server/lint-fixture.ts", `import { paths } from "#app/config/paths.ts";\nexport const y = paths;\n`)).toEqual([]);
    expect(await importErrors("server/lint-fixture.ts", `import { startServer } from "#tests/support/server.ts";\nexport const y = startServer;\n`)).toHaveLength(1);
  });

  it("app/browser, the browser runtime, imports no feature, chrome, route or server code; primitives do not import it", async () => {
    for (const source of ["#app/features/consent/consent-state.ts", "#app/layout/chrome-ids.ts", "#app/routes/home.tsx", "#app/db/schema.ts", "node:fs"]) {
      expect(await importErrors("app/browser/lint-fixture.ts", `import { x } from "${source}";\nexport const y = x;\n`), source).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*app\/browser, the browser runtime/),
      ]);
    }
    expect(await importErrors("app/browser/lint-fixture.ts", `import { nextTask } from "#app/lib/tasks.ts";\nexport const y = nextTask;\n`)).toEqual([]);
    expect(await importErrors("app/browser/lint-fixture.ts", `import { x } from "#app/features/insights/toc.enhancer.ts";\nexport const y = x;\n`)).toHaveLength(1);
    expect(await importErrors("app/browser/lint-fixture.ts", `import { enhancerTriggers } from "#app/browser/enhancers.ts";\nexport const y = enhancerTriggers;\n`)).toEqual([]);
    expect(await importErrors("app/ui/lint-fixture.ts", `import { enhance } from "#app/browser/enhancers.ts";\nexport const y = enhance;\n`)).toHaveLength(1);
    expect(await importErrors("app/ui/lint-fixture.ts", `import { now } from "#app/browser/triggers.ts";\nexport const y = now;\n`)).toHaveLength(1);
  });

  it("app/infra sits between app/lib, app/config and the features", async () => {
    expect(await importErrors("app/infra/lint-fixture.server.ts", `import { x } from "#app/features/leads/messages.ts";\nexport const y = x;\n`)).toHaveLength(1);
    expect(await importErrors("app/infra/lint-fixture.server.ts", `import { logger } from "#app/lib/logger.server.ts";\nexport const y = logger;\n`)).toEqual([]);
    expect(await importErrors("app/lib/lint-fixture.server.ts", `import type { Limiter } from "#app/infra/limiter.server.ts";\nexport type Y = Limiter;\n`)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*app\/lib and app\/config are below/),
    ]);
    expect(await importErrors("app/features/checkout/lint-fixture.server.ts", `import type { Limiter } from "#app/infra/limiter.server.ts";\nexport type Y = Limiter;\n`)).toEqual([]);
  });

  it("an island keeps its layer's rule", async () => {
    expect(await importErrors("app/features/leads/lint-fixture.island.tsx", `import { uiState } from "#app/layout/ui-state.ts";\nexport const y = uiState;\n`)).toHaveLength(1);
  });

  it("server-only modules stay out of browser code (the rule beside the layers still holds)", async () => {
    expect(await importErrors("app/ui/lint-fixture.ts", `import { logger } from "#app/lib/logger.server.ts";\nexport const y = logger;\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Server-only modules must not be imported/),
    ]);
  });
});
