/**
 * The shape of the ids this server hands out for its records (`crypto.randomUUID()`: 36 hex
 * digits and dashes), checked before an id that came from a client (a query, a body, the
 * browser's storage) reaches a query or a URL. A shape, not proof: the lookup decides.
 */
export const isRecordId = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f-]{36}$/.test(value);
