import { recordAttribution, type PostedFrom } from "#app/features/analytics/attribution.server.ts";
import type { LeadApiForm } from "#app/config/lead-forms.ts";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { Services } from "#app/services.server.ts";
import { withFormPostKey } from "./form-post-key.server.ts";
import type { SubmitResult } from "./service.server.ts";

/**
 * The one handler of every lead form (docs/decisions/042-one-transport-per-form.md): the
 * island's send and the post without JavaScript reach it through the form's page
 * (./lead-route.server.ts), the owner's tools through the lead API (server/api/leads.ts). It
 * checks and stores the submission (./service.server.ts), then records where the visit came
 * from; what it answers is the transport's to shape.
 */
type Input = Record<string, unknown>;

export interface LeadSender {
  clientHash: string;
  userAgent: string | null;
  /** The Referer and this site's origin: where a form post came from, when it carries no attribution. */
  posted: PostedFrom;
  /**
   * A plain form post, which carries no send key of its own: it is given one made of the post
   * (./form-post-key.server.ts), so reloading its answer is not a second lead. A tool posting to
   * the lead API is not: its posts are stored as sent unless it gives a key.
   */
  formPost: boolean;
}

/** The page's attribution (an object in JSON; a JSON text in a form post), or nothing. */
function attributionIn(input: Input): unknown {
  const raw = input.attribution;
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export async function handleLead(svc: Services, form: LeadApiForm, fields: Input, sender: LeadSender): Promise<SubmitResult> {
  const input = sender.formPost ? withFormPostKey(form, sender.clientHash, fields, new Date()) : fields;
  const result = await svc.leads.submit(form, input, { clientHash: sender.clientHash, userAgent: sender.userAgent });
  // Where the visit came from (issue 25), stored beside the lead once it is stored. A send
  // repeated after a lost answer (docs/leads.md 'Sent twice') has its attribution already.
  if (result.ok && !result.repeated) {
    await recordAttribution(svc.database, "submission", result.id, attributionIn(fields), { posted: sender.posted }).catch((err: unknown) => logger.warn({ err }, "attribution not stored"));
  }
  return result;
}

/** What a send answers in JSON (the lead API's shape): 201 stored, 200 stored before under its key, else 4xx with field errors. */
export function leadJsonAnswer(result: SubmitResult): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  if (result.ok) return { status: result.repeated ? 200 : 201, body: { ok: true, id: result.id }, headers: {} };
  return { status: result.status, body: { ok: false, fieldErrors: result.fieldErrors, formError: result.formError }, headers: retryAfter(result.waitMinutes) };
}
