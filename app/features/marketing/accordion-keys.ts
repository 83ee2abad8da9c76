/**
 * SPEC §2 'Accordion keyboard navigation': Home, End and the arrow keys move focus among the
 * enabled items; the arrows wrap. Returns the index to focus, or null when the key is not ours.
 */
export function accordionKeyTarget(key: string, current: number, enabled: readonly boolean[]): number | null {
  const order = enabled.flatMap((on, i) => (on ? [i] : []));
  if (order.length === 0) return null;
  const first = order[0]!;
  const last = order[order.length - 1]!;
  switch (key) {
    case "Home":
      return first;
    case "End":
      return last;
    case "ArrowDown":
      return order.find((i) => i > current) ?? first;
    case "ArrowUp":
      return [...order].reverse().find((i) => i < current) ?? last;
    default:
      return null;
  }
}
