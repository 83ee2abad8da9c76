/**
 * The first `max` UTF-16 units of a text, as the browser's `maxLength` counts them (SPEC §5's
 * limits), never ending in half a character: an emoji or any other character outside the Basic
 * Multilingual Plane is two units, and a cut between them would store U+FFFD ("�"). Such a
 * character that does not fit whole is left out.
 */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
