/**
 * Scheduling helpers shared by the browser runtime and the app (no side effects: both bundles take
 * it as it is).
 */

/** Resolves in a task of its own: what follows runs apart from what came before it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `run` in a task after the next frame is drawn: work that must not lengthen that frame. */
export const afterNextFrame = (run: () => void): void => void requestAnimationFrame(() => setTimeout(run, 0));
