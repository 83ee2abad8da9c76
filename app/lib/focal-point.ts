/**
 * A photo's focal point, as the owner writes it in content/site.ts (`portrait.focus`, "x% y%"
 * from the top left), turned into a CSS object-position. Checked, not passed through: a typo
 * ("50%,30%", "top") would otherwise be dropped by the browser without a word and every crop
 * would fall back to the centre, cutting the face on the tall hero frame.
 */
const pattern = /^\s*(\d{1,3}(?:\.\d+)?)%\s+(\d{1,3}(?:\.\d+)?)%\s*$/;

export function objectPosition(focus: string): string {
  const match = pattern.exec(focus);
  const x = Number(match?.[1]);
  const y = Number(match?.[2]);
  if (!match || x > 100 || y > 100) {
    throw new RangeError(`A focal point is "x% y%" with both from 0% to 100% (content/site.ts portrait.focus), not "${focus}"`);
  }
  return `${x}% ${y}%`;
}
