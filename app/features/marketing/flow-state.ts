import { ESSENTIAL_FLOW } from "#app/config/layout.ts";

export interface FlowState {
  /** Some of the steps are in the viewport (only then does the flow mark a step). */
  active: boolean;
  /** 0 while the steps' top is below the reading line, 1 once their bottom has passed it. */
  progress: number;
  /** SPEC §4: floor(progress × steps), capped at the last step. */
  index: number;
}

/**
 * The Essential Flow's state from the position of its list of steps: `top` and `height` as
 * getBoundingClientRect gives them, `viewport` the window's inner height. The steps are all on
 * the page at once (docs/decisions/037): progress is how much of the list has passed a reading
 * line (ESSENTIAL_FLOW.readingLine of the viewport from its top), so the step marked current is
 * the one the visitor's eyes are on as they scroll.
 */
export function flowState(top: number, height: number, viewport: number, steps: number = ESSENTIAL_FLOW.steps): FlowState {
  const line = viewport * ESSENTIAL_FLOW.readingLine;
  const active = top < viewport && top + height > 0;
  const raw = height > 0 ? (line - top) / height : top <= line ? 1 : 0;
  const progress = Math.min(1, Math.max(0, raw));
  const index = Math.min(Math.floor(progress * steps), steps - 1);
  return { active, progress, index };
}
