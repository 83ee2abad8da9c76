/**
 * The icons the marketing copy may name, by key; app/features/marketing/icons.tsx draws them
 * (a key missing there is a type error).
 */
export type IconKey =
  | "code"
  | "direction"
  | "document"
  | "gauge"
  | "handshake"
  | "key"
  | "layout"
  | "lightbulb"
  | "message"
  | "rocket"
  | "route"
  | "target";
