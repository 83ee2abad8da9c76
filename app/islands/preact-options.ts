import { options, type VNode } from "preact";

/**
 * In the browser, islands run on Preact's React compatibility layer (docs/decisions/024). Two
 * things it does not do as React does, set once as the first island wakes (./wake.tsx).
 */
export function behaveAsReact(): void {
  runEffectsAsReactDoes();
  dropReactOnlyProps();
}

/**
 * Preact runs effects after the next frame (requestAnimationFrame, or 35 ms without one); React
 * runs them in a task of its own scheduler right after the commit. An island's wake resolves in
 * an effect (IslandRoot, ./define.tsx), after its children's mount effects, and then gives back
 * the taps held for it: so effects run as React runs them, in a message-channel task (how
 * React's scheduler posts its work), which neither waits for a frame nor stops in a background
 * tab or under a test's paused clock.
 */
function runEffectsAsReactDoes() {
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => {
    for (const run of queue.splice(0)) run();
  };
  options.requestAnimationFrame = (run) => {
    queue.push(run);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}

/** React's instructions to itself, which Preact would write into the HTML as attributes (invalid HTML: the toast layer's `suppressHydrationWarning`). */
const REACT_ONLY_PROPS = ["suppressHydrationWarning", "suppressContentEditableWarning"] as const;

function dropReactOnlyProps() {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === "string" && vnode.props) {
      const props = vnode.props as Record<string, unknown>;
      for (const name of REACT_ONLY_PROPS) delete props[name];
    }
    next?.(vnode);
  };
}
