import { enhanceAccordions } from "~/ui/accordion-enhance";
import { enhanceCarousels } from "~/ui/carousel-enhance";
import { enhanceInfoTips } from "~/ui/info-tip";

type Enhancer = (root: HTMLElement) => () => void;

const combine =
  (...enhancers: Enhancer[]): Enhancer =>
  (root) => {
    const cleanups = enhancers.map((e) => e(root));
    return () => cleanups.forEach((c) => c());
  };

/** The home page's behaviour: the testimonial carousel, the FAQ accordion and the info tips. */
export const enhanceHome = combine(enhanceCarousels, enhanceAccordions, enhanceInfoTips);
