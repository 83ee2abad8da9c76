import { MOBILE_BREAKPOINT_PX } from "#app/config/layout.ts";
import { SCHEDULER_FALLBACK_MS, SCHEDULER_LOAD_CAP_MS } from "#app/config/scheduler.ts";
import { confirmationPath, embedUrl, isEventUri, isInviteeUri, PREFILL_STORAGE_KEY, reportedHeight, schedulerOrigin, schedulers, type SchedulerKind } from "#app/features/booking/scheduler.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";
import { attributionForSend } from "#app/lib/attribution.ts";

/**
 * The scheduler embed (DECISIONS 9; markup: app/features/booking/scheduler-embed.tsx), attached
 * on sight without the app. It adds the scheduler's frame with its inline-embed parameters (and
 * the customer's name and e-mail when a purchase in this tab left them), sizes it as SPEC §9
 * says and follows the scheduler's height messages. Messages count only from the scheduler's
 * origin and from our own frame: a booking message from anywhere else is ignored. A frame that
 * has not answered within SCHEDULER_FALLBACK_MS of loading (blocked, offline), or has not loaded
 * within SCHEDULER_LOAD_CAP_MS, gives way to the link; at once when the failure is known
 * (the browser is or goes offline, or the page's policy refused the frame). Until the scheduler
 * answers, its frame is not shown: a frame that failed holds the browser's error page (Chromium's
 * broken-page icon stood there until the timer, issue 48); the link and a loading line stand in its
 * place meanwhile.
 */
type Message = { event?: unknown; payload?: unknown };

function readPrefill(): { name?: string; email?: string } | undefined {
  try {
    const raw = sessionStorage.getItem(PREFILL_STORAGE_KEY);
    if (!raw) return undefined;
    const v = JSON.parse(raw) as { name?: unknown; email?: unknown };
    return { name: typeof v.name === "string" ? v.name.slice(0, 201) : undefined, email: typeof v.email === "string" ? v.email.slice(0, 254) : undefined };
  } catch {
    return undefined;
  }
}

const uriOf = (v: unknown) => (v && typeof v === "object" ? (v as { uri?: unknown }).uri : undefined);

export default defineEnhancer({ name: "scheduler", trigger: "sight" }, (element) => {
  const kind = element.dataset.scheduler as SchedulerKind;
  const scheduler = schedulers[kind];
  const fallback = element.querySelector<HTMLElement>("[data-scheduler-fallback]");
  if (!scheduler || !fallback) return () => {};
  const origin = schedulerOrigin(kind);
  const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const baseHeight = () => (wide.matches ? scheduler.heights.desktop : scheduler.heights.mobile);

  const frame = document.createElement("iframe");
  frame.src = embedUrl(kind, window.location.host, kind === "strategy_session" ? readPrefill() : undefined);
  frame.title = element.dataset.title ?? "Scheduler";
  frame.className = "block w-full rounded-2xl border-0 bg-white";
  frame.style.height = `${baseHeight()}px`;
  frame.style.minHeight = `${scheduler.heights.min}px`;
  frame.setAttribute("data-scheduler-frame", "");
  // Shown once the scheduler answers (its first message), never while it may be an error page.
  frame.style.visibility = "hidden";
  let reported: number | null = null;
  let answered = false;
  let booked = false;

  const resize = () => {
    frame.style.height = `${Math.max(scheduler.heights.min, reported ?? baseHeight())}px`;
  };

  /** The link takes the frame's place and its height: nothing below moves. */
  const showLink = () => {
    element.style.minHeight = `${frame.offsetHeight}px`;
    frame.remove();
    fallback.hidden = false;
  };

  const unavailable = () => {
    if (answered || !frame.isConnected) return;
    window.clearTimeout(giveWay);
    window.clearTimeout(cap);
    showLink();
    fallback.querySelector<HTMLElement>("[data-scheduler-fallback-text]")?.setAttribute("hidden", "");
    fallback.querySelector<HTMLElement>("[data-scheduler-unavailable-text]")?.removeAttribute("hidden");
    element.setAttribute("data-scheduler-state", "unavailable");
  };
  // The wait for an answer starts when the frame has loaded (a blocked or offline frame loads an
  // error page at once): counted from the frame's insertion, a scheduler still arriving over a
  // slow phone connection was replaced by the link, and the purchase's prefill lost. A frame
  // that never loads gives way after SCHEDULER_LOAD_CAP_MS.
  let giveWay = 0;
  frame.addEventListener("load", () => {
    window.clearTimeout(giveWay);
    giveWay = window.setTimeout(unavailable, SCHEDULER_FALLBACK_MS);
  });
  const cap = window.setTimeout(unavailable, SCHEDULER_LOAD_CAP_MS);

  async function onBooked(payload: unknown) {
    const p = (payload ?? {}) as { event?: unknown; invitee?: unknown };
    const eventUri = uriOf(p.event);
    const inviteeUri = uriOf(p.invitee);
    if (booked || !isEventUri(eventUri) || !isInviteeUri(inviteeUri)) return;
    booked = true;
    element.setAttribute("data-scheduler-state", "booked");
    try {
      sessionStorage.removeItem(PREFILL_STORAGE_KEY);
    } catch {
      // nothing stored
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), 5000);
    await fetch("/api/booking", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind, eventUri, inviteeUri, attribution: attributionForSend() }),
      keepalive: true,
      signal: controller.signal,
    }).catch(() => undefined);
    window.clearTimeout(timer);
    // The booking is the scheduler's either way; our record of it is the owner's overview.
    window.location.assign(confirmationPath(kind));
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as Message | null;
    if (!data || typeof data.event !== "string" || !data.event.startsWith("calendly.")) return;
    if (!answered) {
      answered = true;
      window.clearTimeout(giveWay);
      window.clearTimeout(cap);
      frame.style.visibility = "";
      fallback.hidden = true;
      element.setAttribute("data-scheduler-state", "ready");
    }
    if (data.event === "calendly.page_height") {
      reported = reportedHeight(data.payload);
      resize();
    } else if (data.event === "calendly.event_scheduled") void onBooked(data.payload);
  };

  // Failures the browser tells of: no need to wait for the timer.
  const onOffline = () => unavailable();
  const onRefused = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === "frame-src" && event.blockedURI.startsWith(origin)) unavailable();
  };

  window.addEventListener("message", onMessage);
  window.addEventListener("offline", onOffline);
  document.addEventListener("securitypolicyviolation", onRefused);
  wide.addEventListener("change", resize);
  // The link stays, over the frame's place with a loading line (app/styles/features.css), until
  // the scheduler answers: a slow connection shows what is happening and a way on, not a blank card.
  element.setAttribute("data-scheduler-state", "loading");
  element.prepend(frame);
  // The frame now holds the height the page kept for it (app/styles/features.css, .scheduler-embed): from here on
  // the height is the frame's own (the scheduler's height messages).
  element.style.minHeight = "0";
  if (!navigator.onLine) unavailable();

  return () => {
    window.clearTimeout(giveWay);
    window.clearTimeout(cap);
    window.removeEventListener("message", onMessage);
    window.removeEventListener("offline", onOffline);
    document.removeEventListener("securitypolicyviolation", onRefused);
    wide.removeEventListener("change", resize);
    showLink();
  };
});
