import { useEffect, useRef } from "react";
import { retryAfter, retryAfterOf } from "#app/infra/rate-limit.ts";
import { data, Form, redirect } from "react-router";
import { adminCredential } from "#app/features/admin/admin-password.server.ts";
import { isAdmin, safeNext, sessionCookie, sessionEndedMessages, sessionKey, sessionStore } from "#app/features/admin/session.server.ts";
import { deviceCookie, takeSignInAttempt } from "#app/features/admin/sign-in-limits.server.ts";
import { untrustedProxyAdvice } from "#app/config/trust-proxy.server.ts";
import { inMinutes } from "#app/features/leads/messages.ts";
import { clientIp } from "#app/lib/request-context.server.ts";
import { services } from "#app/services.server.ts";
import { buttonClass } from "#app/ui/button.ts";
import { AdminHeader } from "#app/features/admin/admin-shell.tsx";
import type { Route } from "./+types/admin.login";
import { fieldClass } from "#app/ui/field.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { cfg } = services();
  if (!adminCredential(cfg)) return { closed: true, proxyAdvice: null, ended: null };
  if (await isAdmin(services(), request)) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  // A proxy says the page is HTTPS, but the server does not believe it: signing in would fail
  // (the browser's Origin would not match); say so before the owner tries (issue 12, item 5).
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const untrusted = forwardedProto === "https" && new URL(request.url).protocol === "http:";
  const ended = new URL(request.url).searchParams.get("ended");
  return { closed: false, proxyAdvice: untrusted ? untrustedProxyAdvice(cfg.trustProxy) : null, ended: ended === "session" || ended === "unsaved" ? sessionEndedMessages[ended] : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const svc = services();
  const credential = adminCredential(svc.cfg);
  if (!credential) return data({ error: "The admin area is closed." }, { status: 403 });
  // The attempt is counted before anything is awaited (the body included): requests that
  // arrive together cannot all pass the check before one of them is recorded (issue 12).
  const attempt = await takeSignInAttempt(svc.limiter, request, { secret: svc.cfg.sessionSecret, clientKey: svc.clientHash(clientIp(context)), now: Date.now() });
  if (!attempt.allowed) return data({ error: `Too many attempts. Please try again in ${inMinutes(attempt.waitMinutes)}.` }, { status: 429, headers: retryAfter(attempt.waitMinutes) });
  const fd = await request.formData();
  const password = fd.get("password");
  if (typeof password !== "string" || !credential.matches(password)) {
    return data({ error: "That password is not right." }, { status: 401 });
  }
  // The right password: this attempt does not count against the owner.
  await attempt.right();
  const value = await sessionStore.start(svc.database, sessionKey(svc.cfg.sessionSecret, credential.keyMaterial));
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(value, request));
  headers.append("Set-Cookie", deviceCookie(request, svc.cfg.sessionSecret));
  throw redirect(safeNext(new URL(request.url).searchParams.get("next")), { headers });
}

/** A 429 says its wait in Retry-After too (React Router applies an action's headers only through this). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => retryAfterOf(actionHeaders);

export const meta: Route.MetaFunction = () => [{ title: "Admin sign-in" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const password = useRef<HTMLInputElement>(null);
  // A refused password is cleared and its field focused: the next try starts empty, typed where
  // the focus already is (it stayed on the button, over the wrong password).
  useEffect(() => {
    if (!actionData?.error || !password.current) return;
    password.current.value = "";
    password.current.focus();
  }, [actionData]);
  if (loaderData.closed) {
    return (
      <>
        <AdminHeader />
        <section className="container-page max-w-xl py-16">
          <h1 className="text-3xl font-bold">The admin area is closed</h1>
          <p className="mt-4 text-muted">
            To open it, set the <code className="rounded bg-slate-100 px-1">ADMIN_PASSWORD</code> environment variable (8 characters or more) and restart the
            server, or run <code className="rounded bg-slate-100 px-1">npm run admin:password</code> in a terminal on the server to make a password (shown
            there once). See the Configuration section of docs/deployment.md.
          </p>
        </section>
      </>
    );
  }
  return (
    <>
      <AdminHeader />
      <section className="container-page max-w-md py-16">
        <h1 className="text-3xl font-bold">Admin sign-in</h1>
        {loaderData.proxyAdvice && (
          <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 font-medium text-amber-900" data-testid="proxy-advice">
            {loaderData.proxyAdvice}
          </p>
        )}
        {loaderData.ended && !actionData?.error && (
          <p role="status" className="mt-6 rounded-xl bg-amber-50 p-4 font-medium text-amber-900" data-testid="session-ended">
            {loaderData.ended}
          </p>
        )}
        <Form method="post" className="mt-6 space-y-4">
          <div>
            <label htmlFor="admin-password" className="block font-medium">
              Password
            </label>
            <input
              ref={password}
              id="admin-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "admin-login-error" : undefined}
              className={fieldClass()}
            />
            {actionData?.error && (
              <p id="admin-login-error" role="alert" className="mt-2 font-medium text-red-700">
                {actionData.error}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
            Sign in
          </button>
        </Form>
      </section>
    </>
  );
}
