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
