/**
 * The placeholder portrait (content/images/portrait.jpg): an original, abstract head-and-
 * shoulders silhouette on a warm gradient, in the brand's colours, so the pages show where the
 * owner's photo goes and look finished until it does. Run once: `npx tsx tools/make-portrait.ts`.
 * The owner replaces the file with a photo under the same name (README, 'Editing content').
 */
import sharp from "sharp";

const size = 1200;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" width="${size}" height="${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fde68a"/>
      <stop offset="0.55" stop-color="#f59e0b"/>
      <stop offset="1" stop-color="#b45309"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.25" r="0.7">
      <stop offset="0" stop-color="#fffbeb" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#fffbeb" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="figure" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3730a3"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fef3c7" stop-opacity="0.55"/>
      <stop offset="0.4" stop-color="#fef3c7" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="1200" fill="url(#bg)"/>
  <rect width="1200" height="1200" fill="url(#glow)"/>
  <g opacity="0.18" fill="none" stroke="#fffbeb" stroke-width="3">
    <circle cx="600" cy="500" r="360"/>
    <circle cx="600" cy="500" r="470"/>
    <circle cx="600" cy="500" r="580"/>
  </g>
  <path d="M530 700 L 530 870 L 670 870 L 670 700 Z" fill="#312e81"/>
  <path d="M190 1200 C 200 960 360 850 600 850 C 840 850 1000 960 1010 1200 Z" fill="url(#figure)"/>
  <path d="M520 852 L 600 960 L 680 852" fill="none" stroke="#6366f1" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>
  <g transform="translate(0 45)">
  <ellipse cx="600" cy="500" rx="165" ry="200" fill="url(#figure)"/>
  <path d="M445 470 C 450 330 540 290 610 292 C 700 296 765 360 762 470 C 730 400 650 372 560 388 C 500 400 460 430 445 470 Z" fill="#1e1b4b"/>
  </g>
  <path d="M190 1200 C 200 960 360 850 600 850 C 840 850 1000 960 1010 1200 Z" fill="url(#rim)"/>
  <ellipse cx="600" cy="545" rx="165" ry="200" fill="url(#rim)"/>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toFile(new URL("../content/images/portrait.jpg", import.meta.url).pathname);
console.log("content/images/portrait.jpg written");
