/**
 * SPEC §5 sanitising, in SPEC's order: trim, strip script and iframe blocks, strip
 * 'javascript:' text, strip inline event-handler attributes, strip all tags, truncate.
 * Control characters (except tab and newlines) are dropped too: they have no place in a lead.
 */
export function sanitizeText(value: string, maxLength: number): string {
  let s = value.trim();
  s = s.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
  s = s.replace(/<iframe\b[^>]*>[\s\S]*?<\/iframe\s*>/gi, "");
  s = s.replace(/javascript\s*:/gi, "");
  s = s.replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "");
  s = s.replace(/<\/?[a-z!][^>]*>/gi, "");
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
  return s.trim().slice(0, maxLength);
}
