import {
  Code,
  FileText,
  Gauge,
  Handshake,
  KeyRound,
  LayoutTemplate,
  Lightbulb,
  MessageSquareText,
  Rocket,
  Route,
  Signpost,
  Target,
  type LucideIcon,
} from "lucide-react";
import type { IconKey } from "#content/icons.ts";

/** The icons the marketing copy may name (content files refer to them by key: content/icons.ts). */
const icons: Record<IconKey, LucideIcon> = {
  code: Code,
  direction: Signpost,
  document: FileText,
  gauge: Gauge,
  handshake: Handshake,
  key: KeyRound,
  layout: LayoutTemplate,
  lightbulb: Lightbulb,
  message: MessageSquareText,
  rocket: Rocket,
  route: Route,
  target: Target,
};

export function MarketingIcon({ icon, className = "size-6" }: { icon: IconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
