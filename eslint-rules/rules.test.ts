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
    .filter((m) => /island-pages|no-restricted-imports/.test(m.ruleId ?? ""))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const islandRoute = (imports: string) => `${imports}
import { islandPage } from "~/features/marketing/island-page";
const page = islandPage(() => import("~/features/marketing/island-pages/home"));
export const loader = page.loader;
export const clientLoader = page.clientLoader;
export default function Page() {
  return null;
}
`;

describe("island pages (eslint-rules/island-pages.js)", () => {
  it("a route that imports its island page module statically is an error", async () => {
    const code = `import { HomePage } from "~/features/marketing/island-pages/home";\nexport default function Page() {\n  return <HomePage />;\n}\n`;
    expect(await importErrors("app/routes/lint-fixture.tsx", code)).toEqual([expect.stringMatching(/^local\/island-pages: Island page modules are loaded only through islandPage/)]);
  });

  it("so is any other module's static import of one, relative or re-exported", async () => {
    expect(await importErrors("app/features/marketing/lint-fixture.ts", `export { HomePage } from "./island-pages/home";\n`)).toHaveLength(1);
  });

  it("the dynamic import through islandPage() is the way, and island page modules may share helpers", async () => {
    expect(await importErrors("app/routes/lint-fixture.tsx", islandRoute(""))).toEqual([]);
    expect(await importErrors("app/features/marketing/island-pages/lint-fixture.tsx", `import { Hero } from "./home";\nexport const x = Hero;\n`)).toEqual([]);
  });

  it("an island route must not import content values; a type is fine", async () => {
    const withValue = islandRoute(`import { hero } from "#content/home";\nexport const h = hero;`);
    expect(await importErrors("app/routes/lint-fixture.tsx", withValue)).toEqual([expect.stringMatching(/^local\/island-pages: An island route must not import content values \(#content\/home\)/)]);
    const relative = islandRoute(`import { faq } from "../../content/faq";\nexport const f = faq;`);
    expect(await importErrors("app/routes/lint-fixture.tsx", relative)).toHaveLength(1);
    const typeOnly = islandRoute(`import type { BuildVariant } from "#content/claims";\nexport const v: BuildVariant = "draft";`);
    expect(await importErrors("app/routes/lint-fixture.tsx", typeOnly)).toEqual([]);
  });

  it("an ordinary route may import its words (they are hydrated with it)", async () => {
    const code = `import { contactPage } from "#content/pages/contact";\nexport default function Page() {\n  return <h1>{contactPage.heading}</h1>;\n}\n`;
    expect(await importErrors("app/routes/lint-fixture.tsx", code)).toEqual([]);
  });
});

describe("layers (eslint.config.js)", () => {
  it("content/ imports nothing from app/", async () => {
    for (const source of ["~/config/constants", "../app/config/paths", "../../app/features/marketing/icons"]) {
      expect(await importErrors("content/pages/lint-fixture.ts", `import type { X } from "${source}";\nexport type Y = X;\n`), source).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*content\/ imports nothing from app\//),
      ]);
    }
    expect(await importErrors("content/pages/lint-fixture.ts", `import { DURATIONS } from "../claims";\nexport const d = DURATIONS;\n`)).toEqual([]);
  });

  it("app/ui imports no feature, chrome or route", async () => {
    for (const source of ["~/features/leads/messages", "~/layout/ui-state", "../layout/logo"]) {
      expect(await importErrors("app/ui/lint-fixture.ts", `import { x } from "${source}";\nexport const y = x;\n`), source).toHaveLength(1);
    }
    expect(await importErrors("app/ui/lint-fixture.ts", `import { cleanUp } from "~/lib/dom";\nexport const y = cleanUp;\n`)).toEqual([]);
  });

  it("app/features imports no chrome, app/lib and app/config nothing above them", async () => {
    expect(await importErrors("app/features/leads/lint-fixture.ts", `import { uiState } from "~/layout/ui-state";\nexport const y = uiState;\n`)).toHaveLength(1);
    expect(await importErrors("app/features/leads/lint-fixture.ts", `import { uiState } from "../../layout/ui-state";\nexport const y = uiState;\n`)).toHaveLength(1);
    expect(await importErrors("app/lib/lint-fixture.ts", `import { buttonClass } from "~/ui/button";\nexport const y = buttonClass;\n`)).toHaveLength(1);
  });

  it("server-only modules stay out of browser code (the rule beside the layers still holds)", async () => {
    expect(await importErrors("app/ui/lint-fixture.ts", `import { logger } from "~/lib/logger.server";\nexport const y = logger;\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Server-only modules must not be imported/),
    ]);
  });
});
