import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every repository path a document names exists (issue 49: the docs had drifted, naming files
 * since removed or renamed). Read: README.md, docs/**\/*.md, every README.md under app/, and the
 * comments of the source folders (a `// … app/x/y.ts` mention). A path is one of the top folders
 * below followed by a name with an extension or a trailing slash; globs and placeholders
 * (`*`, `<name>`, `{slug}`, `…`, `$VAR`) are not paths. "Exists" means in git's view of the
 * working tree: tracked, or new and not ignored, so a file only a local build made (under
 * build/, .cache/, bench/results/) does not count; one that must be named anyway is in
 * NAMED_BUT_ABSENT with its reason. Decision records are history: a record may name a file that
 * existed when it was written (any path in git's history).
 */
const root = path.resolve(import.meta.dirname, "../..");
const TOP = ["app", "server", "tools", "tests", "content", "docs", "bench", "scripts", "deploy", "eslint-rules", "types", "public"];
const SOURCE_DIRS = ["app", "server", "tools", "scripts", "bench", "tests", "deploy", "content", "eslint-rules"];

/** Named on purpose though absent from the repository, each with why. */
const NAMED_BUT_ABSENT: Record<string, string> = {
  "content/images/owner-photo.jpg": "the owner's photo: the owner adds it; the sample ships without one",
  "content/insights/my-new-article.md": "the owner's guide's example of a new insight",
  "content/insights/images/my-new-article.jpg": "that example's cover",
  "content/insights/x.md": "an example of the build's error message",
};

// Not after a colon: `git show <commit>:docs/…` names a file of that commit, not of the tree.
const pathPattern = new RegExp(String.raw`(?<![\w./@:-])#?((?:${TOP.join("|")})/[\w.@+/-]*)`, "g");

/** The repository paths a text names (see above for what counts as a path). */
function namedPaths(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(pathPattern)) {
    const next = text[(m.index ?? 0) + m[0].length] ?? "";
    if (next && "*<{…$[".includes(next)) continue;
    const p = (m[1] as string).replace(/[.,:;]+$/, "");
    if (/\.[A-Za-z0-9]+$/.test(p) || p.endsWith("/")) found.push(p);
  }
  return found;
}

/**
 * The comments of a source file, line for line (a line without one is empty, so line numbers
 * stay the file's): a `//` or block-comment line, or what follows ` // ` or `/*` in a line of code.
 */
function commentText(source: string): string {
  return source
    .split("\n")
    .map((line) => {
      const t = line.trim();
      if (t.startsWith("//") || t.startsWith("*") || t.startsWith("/*")) return t;
      const at = line.search(/\s\/\/\s|\/\*/);
      return at >= 0 ? line.slice(at).trim() : "";
    })
    .join("\n");
}

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).split("\n").filter(Boolean);

/** True when `p` (a file, or a folder when it ends with "/") is among `files`. */
function named(p: string, files: ReadonlySet<string>, folders: ReadonlySet<string>): boolean {
  return p.endsWith("/") ? folders.has(p) : files.has(p);
}

function foldersOf(files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const f of files) for (let i = f.indexOf("/"); i >= 0; i = f.indexOf("/", i + 1)) out.add(f.slice(0, i + 1));
  return out;
}

const walk = (dir: string, keep: (f: string) => boolean): string[] =>
  existsSync(path.join(root, dir))
    ? (readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => path.posix.join(dir, f.split(path.sep).join("/"))).filter(keep)
    : [];

describe("documents name only paths that exist", () => {
  const present = new Set(git("ls-files", "--cached", "--others", "--exclude-standard").filter((f) => existsSync(path.join(root, f))));
  const presentFolders = foldersOf(present);
  const tracked = (f: string) => present.has(f);

  it("finds a made-up path, and skips globs and placeholders", () => {
    const text = "See app/made/up.ts, `server/api/` and docs/x.md. Not app/**/*.ts, app/routes/<page>.tsx, content/{slug}.md, #app/lib/price.ts.";
    expect(namedPaths(text)).toEqual(["app/made/up.ts", "server/api/", "docs/x.md", "app/lib/price.ts"]);
    expect(namedPaths("a/app/x.ts www.site/app/y.ts")).toEqual([]);
    expect(named("app/made/up.ts", present, presentFolders)).toBe(false);
    expect(named("app/lib/", present, presentFolders)).toBe(true);
    expect(commentText('const a = "app/x.ts"; // see app/y.ts\n * app/z.ts\ncode("app/w.ts")')).toBe("// see app/y.ts\n* app/z.ts\n");
  });

  const documents = [
    "README.md",
    ...walk("docs", (f) => f.endsWith(".md") && tracked(f)),
    ...walk("app", (f) => f.endsWith("/README.md") && tracked(f)),
  ];
  // This file names made-up paths on purpose, to prove the check sees them.
  const sources = SOURCE_DIRS.flatMap((d) => walk(d, (f) => /\.(ts|tsx|js|mjs)$/.test(f) && tracked(f) && f !== "tests/integration/doc-paths.test.ts"));

  it("reads the documents and the source comments", () => {
    expect(documents).toEqual(expect.arrayContaining(["README.md", "docs/development.md", "app/islands/README.md"]));
    expect(sources.length).toBeGreaterThan(300);
  });

  it("every path named by a document or a comment exists (decision records: existed once)", () => {
    const history = new Set(git("log", "--format=", "--name-only", "HEAD"));
    const historyFolders = foldersOf(history);
    const missing: string[] = [];
    const check = (file: string, text: string) => {
      const isRecord = file.startsWith("docs/decisions/");
      text.split("\n").forEach((line, i) => {
        for (const p of namedPaths(line)) {
          if (named(p, present, presentFolders) || p in NAMED_BUT_ABSENT) continue;
          if (isRecord && named(p, history, historyFolders)) continue;
          missing.push(`${file}:${i + 1}: ${p}`);
        }
      });
    };
    for (const f of documents) check(f, readFileSync(path.join(root, f), "utf8"));
    for (const f of sources) check(f, commentText(readFileSync(path.join(root, f), "utf8")));
    expect(missing).toEqual([]);
  });

  it("every relative link in a document reaches a file, and its #anchor a heading of that file", () => {
    // GitHub's heading ids: lower case, punctuation dropped, spaces to dashes.
    const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, "").replace(/ /g, "-");
    const headings = (file: string) => new Set([...readFileSync(path.join(root, file), "utf8").matchAll(/^#+ (.*)$/gm)].map((m) => slug(m[1] as string)));
    const broken: string[] = [];
    for (const doc of documents) {
      const text = readFileSync(path.join(root, doc), "utf8").replace(/```[\s\S]*?```/g, "");
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = m[1] as string;
        if (/^[a-z]+:/.test(link)) continue;
        const [target = "", anchor] = link.split("#");
        const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)) : doc;
        if (!existsSync(path.join(root, file))) broken.push(`${doc}: ${link}`);
        else if (anchor && file.endsWith(".md") && !headings(file).has(anchor)) broken.push(`${doc}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every path allowed to be absent is still absent", () => {
    for (const p of Object.keys(NAMED_BUT_ABSENT)) expect(present.has(p), `${p} exists now: drop it from NAMED_BUT_ABSENT`).toBe(false);
  });
});
