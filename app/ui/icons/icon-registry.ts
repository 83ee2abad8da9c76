/** An icon as lucide's modules describe it: its name, its viewBox size and its shapes. */
export interface IconData {
  name: string;
  size?: number;
  node: [tag: string, attrs: Record<string, string | number>][];
}

/** Every icon the bundle holds, by name: registered as lucide's icon modules are loaded. */
const icons = new Map<string, IconData>();

export function registerIcon(icon: IconData): void {
  icons.set(icon.name, icon);
}

export function registeredIcon(name: string): IconData | undefined {
  return icons.get(name);
}

/** The id of an icon's <symbol> on the page (short: it is written once per use). */
export const iconSymbolId = (name: string) => `i-${name}`;
