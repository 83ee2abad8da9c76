import { pages } from "./pages";

/**
 * Pages that need no request data: the server renders each once at boot and serves it from
 * memory (docs/decisions/002-static-pages-with-nonce.md, 006-deferred-boot-and-constant-static-pages.md).
 */
export const staticPagePaths: string[] = pages.filter((p) => p.staticRender).map((p) => p.path);
