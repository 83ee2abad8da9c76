import { bindCarousel } from "#app/ui/carousel-enhance.ts";
import type { Enhancer } from "#app/boot/enhancers.ts";

/** The testimonial carousel: `data-enhance="carousel"` on the [data-carousel] region. */
const enhance: Enhancer = (element) => bindCarousel(element);
export default enhance;
