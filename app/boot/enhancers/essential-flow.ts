import { enhanceFlow } from "~/features/marketing/flow-enhance";
import type { Enhancer } from "../enhancers";

/** The scroll-driven Essential Flow: `data-enhance="essential-flow"` on its section. */
const enhance: Enhancer = (element) => enhanceFlow(element);
export default enhance;
