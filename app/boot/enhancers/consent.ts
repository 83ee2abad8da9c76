import { enhanceConsent } from "#app/features/consent/consent-enhancer.ts";
import type { Enhancer } from "#app/boot/enhancers.ts";

/** The cookie banner and preferences dialog (app/features/consent/consent-region.tsx). */
const enhance: Enhancer = (element) => enhanceConsent(element);
export default enhance;
