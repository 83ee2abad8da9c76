import { Compass, Hammer, User } from "lucide-react";
import type { NavIcon } from "#content/navigation.ts";

const icons = { hammer: Hammer, compass: Compass, user: User } as const;

export function NavCardIcon({ icon, className }: { icon: NavIcon; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
