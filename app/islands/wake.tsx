import { createRoot, hydrateRoot } from "react-dom/client";
import * as toastLayer from "#app/ui/sonner-toasters.tsx";
import { requestToasters } from "#app/ui/toast.ts";
import { IslandRoot, type Island } from "./define";

/**
 * Brings one island to life in the browser (each island's chunk calls it; tools/runtime-bundle.ts
 * writes those entries): hydrates its server HTML with the props the server rendered it with,
 * or renders it where it has none. Resolves once it is committed and its handlers are live.
 */
export function wake<P>(element: HTMLElement, island: Island<P>): Promise<void> {
  const props = JSON.parse(element.dataset.islandProps ?? "{}") as P;
  const identifierPrefix = element.dataset.islandId ?? island.islandName;
  // An island's outcome is announced by a toast: the layer is mounted now, before any is shown.
  // Imported with this module, so it comes in the island's own chunks, asked for at once.
  requestToasters(toastLayer);
  return new Promise((resolve) => {
    const node = (
      <IslandRoot onAwake={resolve}>
        <island.Component {...(props as P & object)} />
      </IslandRoot>
    );
    if (element.firstChild) hydrateRoot(element, node, { identifierPrefix });
    else createRoot(element, { identifierPrefix }).render(node);
  });
}
