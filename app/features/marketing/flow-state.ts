import { ESSENTIAL_FLOW } from "#app/config/constants.ts";

export interface FlowState {
  /** The section covers the whole viewport (SPEC §4: only then is the flow active). */
  active: boolean;
  /** 0 at the moment the section's top reaches the top of the viewport, 1 when its bottom reaches the bottom. */
  progress: number;
  /** SPEC §4: floor(progress × steps), capped at the last step. */
  index: number;
}

/**
 * The Essential Flow's state from the section's position: `top` and `height` as
 * getBoundingClientRect gives them, `viewport` the window's inner height.
 */
export function flowState(top: number, height: number, viewport: number, steps: number = ESSENTIAL_FLOW.steps): FlowState {
  const travel = height - viewport;
  const active = top <= 0 && top + height >= viewport;
  const raw = travel > 0 ? -top / travel : top <= 0 ? 1 : 0;
  const progress = Math.min(1, Math.max(0, raw));
  const index = Math.min(Math.floor(progress * steps), steps - 1);
  return { active, progress, index };
}
