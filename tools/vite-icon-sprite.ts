import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const lucideEsm = path.dirname(require.resolve("lucide-react/package.json"));

/** The module every lucide icon is made by here instead of lucide's own (app/ui/icons/sprite-icon.tsx). */
const spriteIcon = fileURLToPath(new URL("../app/ui/icons/sprite-icon.tsx", import.meta.url));

/**
 * Icons by reference (issue 48, decision 039): each lucide icon module calls
 * `createLucideIcon(iconData)`; this resolves that import, and only that, to
 * app/ui/icons/sprite-icon.tsx, which draws `<svg class="lucide …"><use href="#i-NAME"/></svg>`
 * and registers the icon's shapes once; the page's HTML gets each used icon's
 * <symbol> once (app/ui/icons/sprite.server.ts). Pages and islands keep importing from
 * "lucide-react" as before, and a newly used icon needs nothing more. Both builds resolve lucide
 * to its ES modules (the server's "node" condition would pick its one CommonJS file, where the
 * icons are not separate modules).
 */
export function iconSprite(): Plugin {
  return {
    name: "icon-sprite",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "lucide-react") return path.join(lucideEsm, "dist/esm/lucide-react.mjs");
      if (source === "../createLucideIcon.mjs" && importer?.includes(`${path.sep}lucide-react${path.sep}dist${path.sep}esm${path.sep}icons${path.sep}`)) {
        return spriteIcon;
      }
      return null;
    },
  };
}
