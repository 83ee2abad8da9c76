import { retryAfter, retryAfterOf } from "#app/infra/rate-limit.ts";
import { data, redirect } from "react-router";
import { caseStudy } from "#content/case-study.server.ts";
import { paths } from "#app/config/paths.ts";
import { caseStudyImagePath } from "#app/features/portfolio/case-study-images.server.ts";
import { gateState, tryPassword } from "#app/features/portfolio/case-study-gate.server.ts";
import { CaseStudyArticle, CaseStudyClosed, CaseStudyGate, type CaseStudyData } from "#app/features/portfolio/case-study-view.tsx";
import { previewInfo, warmPreview } from "#app/features/portfolio/preview.server.ts";
import { clientIp } from "#app/lib/request-context.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/case-study";

/**
 * The password-gated case study (SPEC §2 'Portfolio pages', DECISIONS 10). Rendered per request,
 * never prerendered: the password is checked here, on the server, and the study's words and images
 * leave the server only in an unlocked response. No cache may keep either kind of answer.
 */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers = ({ actionHeaders }: Route.HeadersArgs) => ({ ...PRIVATE, ...retryAfterOf(actionHeaders) });

const resolve = (img: (typeof caseStudy.images)[number]) => ({ ...img, src: caseStudyImagePath(img.file) });

export async function loader({ request }: Route.LoaderArgs) {
  const { cfg } = services();
  const state = gateState(request, { password: cfg.portfolioPassword, secret: cfg.sessionSecret });
  const origin = new URL(request.url).origin;
  if (state === "locked") warmPreview(cfg.portfolioPreviewUrl, origin);
  if (state !== "unlocked") return data({ state, study: null }, { headers: PRIVATE });
  const preview = await previewInfo(cfg.portfolioPreviewUrl, origin);
  const study: CaseStudyData = {
    ...caseStudy,
    images: caseStudy.images.map(resolve),
    preview: { ...caseStudy.preview, screenshot: resolve(caseStudy.preview.screenshot), url: preview.url, frameable: preview.frameable, sandbox: preview.sandbox },
  };
  return data({ state, study }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const svc = services();
  // Counted before the body is read (the limiter's take is atomic): guesses sent together cannot all pass.
  const result = await tryPassword(request, async () => (await request.formData()).get("password"), {
    cfg: { password: svc.cfg.portfolioPassword, secret: svc.cfg.sessionSecret },
    limiter: svc.limiter,
    clientKey: svc.clientHash(clientIp(context)),
  });
  if (result.ok) throw redirect(paths.caseStudy, { status: 303, headers: { "Set-Cookie": result.cookie, ...PRIVATE } });
  return data({ error: result.error, attempt: Date.now() }, { status: result.status, headers: { ...PRIVATE, ...retryAfter(result.waitMinutes) } });
}

export const meta = () => pageMeta(paths.caseStudy);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "closed") return <CaseStudyClosed />;
  if (loaderData.state === "unlocked" && loaderData.study) return <CaseStudyArticle study={loaderData.study} />;
  return <CaseStudyGate error={actionData?.error} attempt={actionData?.attempt} />;
}
