import { createRoot, hydrateRoot } from "react-dom/client";
import { requestToasters } from "#app/ui/toast.ts";
import { IslandRoot, type Island } from "./define.tsx";

/**
 * Brings one island to life in the browser (each island's chunk calls it; tools/runtime-bundle.ts
 * writes those entries): hydrates its server HTML with the props the server rendered it with,
 * or renders it where it has none. Resolves once it is committed and its handlers are live.
 */
export function wake<P>(element: HTMLElement, island: Island<P>): Promise<void> {
  const props = JSON.parse(element.dataset.islandProps ?? "{}") as P;
  const identifierPrefix = element.dataset.islandId ?? island.islandName;
  // Its first answer to input is a toast: the layer came with its chunks and mounts now.
  if (island.toastLayer) requestToasters(island.toastLayer);
  return new Promise((resolve) => {
    const awake = () => {
      resolve();
      // An island's outcome is announced by a toast: the layer (sonner, ~11 kB gzip, its own
      // chunk) is asked for once the island is live, not with it. On the phone profile its bytes
      // and its React root were on the path from the first tap to the form's own validation
      // (issue 46); a visitor's first toast comes after typing and a server's answer, by when it
      // is mounted, and one asked for sooner waits for it (app/ui/toast.ts), never lost.
      requestToasters();
    };
    const node = (
      <IslandRoot onAwake={awake}>
        <island.Component {...(props as P & object)} />
      </IslandRoot>
    );
    if (element.firstChild) hydrateRoot(element, node, { identifierPrefix });
    else createRoot(element, { identifierPrefix }).render(node);
  });
}
