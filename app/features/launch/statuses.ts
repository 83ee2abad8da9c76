/**
 * A launch checklist item's status and its words (checklist.server.ts): shared with the admin's
 * page, which says each status in text, not in colour only.
 */
export type LaunchStatus = "ok" | "warn" | "fail";

export const STATUS_LABELS: Record<LaunchStatus, string> = { ok: "Done", warn: "Recommended", fail: "Must fix before going live" };
