import { bindCarousel } from "~/ui/carousel-enhance";
import type { Enhancer } from "../enhancers";

/** The testimonial carousel: `data-enhance="carousel"` on the [data-carousel] region. */
const enhance: Enhancer = (element) => bindCarousel(element);
export default enhance;
