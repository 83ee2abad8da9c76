/**
 * Variables renamed, still read for one release under their old name (docs/deployment.md,
 * 'Renamed variables'): old name → new name. The new one wins when both are set. The
 * environment's schema checks an old name as it checks its new one and reads it where the new
 * one is unset (app/config/env.server.ts); the start log warns (`renamedVariables`,
 * ./env-report.server.ts).
 */
export const RENAMED_VARIABLES = {
  // Issue 49: one id per form (app/config/lead-forms.ts).
  WEBHOOK_PORTFOLIO_URL: "WEBHOOK_PORTFOLIO_REQUEST_URL",
} as const satisfies Readonly<Record<string, string>>;

export type RenamedVariable = keyof typeof RENAMED_VARIABLES;

/** The old name still read for `name`, when `name` is a variable's new name. */
export const oldNameOf = (name: string): RenamedVariable | undefined =>
  (Object.keys(RENAMED_VARIABLES) as RenamedVariable[]).find((old) => RENAMED_VARIABLES[old] === name);
