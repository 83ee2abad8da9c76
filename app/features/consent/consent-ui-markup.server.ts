import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSymbols } from "#app/ui/icons/sprite.server.ts";
import { ConsentUi } from "./consent-ui.tsx";

/** The consent UI's chunk (tools/vite-consent-ui.ts): its markup, and the icons' symbols it uses. */
export interface ConsentUiMarkup {
  html: string;
  /** `<symbol>`s for the page's icon sprite: a page need not use the same icons itself. */
  symbols: string;
}

/** Rendered at build time, by the same React as the pages: one source for the markup and its texts. */
export function renderConsentUi(): ConsentUiMarkup {
  const html = renderToStaticMarkup(createElement(ConsentUi));
  return { html, symbols: iconSymbols(html) };
}
