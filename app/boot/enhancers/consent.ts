import { enhanceConsent } from "~/features/consent/consent-enhancer";
import type { Enhancer } from "../enhancers";

/** The cookie banner and preferences dialog (app/features/consent/consent-region.tsx). */
const enhance: Enhancer = (element) => enhanceConsent(element);
export default enhance;
