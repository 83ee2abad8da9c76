import {
  BadgeCheck,
  CalendarCheck,
  ClipboardList,
  Code,
  Compass,
  FileText,
  Gauge,
  Handshake,
  KeyRound,
  LayoutTemplate,
  Lightbulb,
  MessageSquareText,
  Rocket,
  Route,
  Sprout,
  Target,
  Video,
} from "lucide-react";

/** The icons the marketing copy may name (content files refer to them by key). */
const icons = {
  badge: BadgeCheck,
  calendar: CalendarCheck,
  checklist: ClipboardList,
  code: Code,
  compass: Compass,
  document: FileText,
  gauge: Gauge,
  handshake: Handshake,
  key: KeyRound,
  layout: LayoutTemplate,
  lightbulb: Lightbulb,
  message: MessageSquareText,
  rocket: Rocket,
  route: Route,
  sprout: Sprout,
  target: Target,
  video: Video,
} as const;

export type IconKey = keyof typeof icons;

export function MarketingIcon({ icon, className = "size-6" }: { icon: IconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
