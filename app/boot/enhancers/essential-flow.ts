import { enhanceFlow } from "#app/features/marketing/flow-enhance.ts";
import type { Enhancer } from "#app/boot/enhancers.ts";

/** The scroll-driven Essential Flow: `data-enhance="essential-flow"` on its section. */
const enhance: Enhancer = (element) => enhanceFlow(element);
export default enhance;
