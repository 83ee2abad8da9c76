import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { Loader2, Lock, X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ctas } from "#content/navigation.ts";
import { checkoutWords as w } from "#content/pages/checkout.ts";
import { PAYMENT_SUCCESS_REDIRECT_MS } from "#app/config/payments.ts";
import { paths } from "#app/config/paths.ts";
import { PREFILL_STORAGE_KEY } from "#app/features/booking/scheduler.ts";
import { formatUsd } from "#app/lib/price.ts";
import { buttonClass } from "#app/ui/button.ts";
import { inertBehind } from "#app/ui/inert-behind.ts";
import { toast } from "#app/ui/toast.ts";
import type { Product } from "./catalogue.ts";
import type { Customer } from "./info-dialog.tsx";
import { rememberPayment } from "./earlier-payments.ts";
import { earlierPaymentMessages, notConfiguredReason, panelMessages, paymentDay, paymentMessages } from "./messages.ts";
import { createPaymentIntent, loadStripeJs, paymentAppearance, paymentErrorMessage, type EarlierPayment } from "./payment-client.ts";

type Phase =
  | { kind: "loading" }
  | { kind: "error"; reason?: string }
  | { kind: "ready"; stripe: Stripe; clientSecret: string; orderId: string; earlier?: EarlierPayment };

const successUrl = (orderId: string) => `${paths.success}?order=${encodeURIComponent(orderId)}`;

/**
 * The checkout panel (SPEC §4 steps 4-6). Deliberately not a modal <dialog> and never
 * `pointer-events: none` around it: Stripe puts its 3-D Secure challenge in a frame of its own
 * at the end of <body>, which a showModal() dialog would leave inert under the top layer, and a
 * page without pointer events would leave unclickable. The panel is a fixed layer with
 * aria-modal, focus moved in and given back, Escape to close; the page under it is inert while it
 * is open (Tab and a screen reader stay on it; Stripe's frame, added later, and the toasts are
 * not), it does not scroll and the navigation bar hides (app.css: data-locks-scroll, data-hides-nav).
 */
export function CheckoutPanel({ product, customer, onClose }: { product: Product; customer: Customer; onClose: () => void }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  // A layout effect: undone in the same commit that removes the panel, so the flow can give focus
  // back to the book button (under the panel, inert until then) straight after.
  useLayoutEffect(() => inertBehind(layerRef.current!), []);
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    let live = true;
    setPhase({ kind: "loading" });
    void (async () => {
      const intent = await createPaymentIntent(product.key, customer);
      if (!live) return;
      if (intent.kind === "paid") return window.location.assign(successUrl(intent.orderId));
      if (intent.kind === "failed") return setPhase({ kind: "error", reason: intent.reason });
      try {
        const stripe = await loadStripeJs(intent.publishableKey);
        if (!live) return;
        if (!stripe) throw new Error("Stripe.js did not load");
        setPhase({ kind: "ready", stripe, clientSecret: intent.clientSecret, orderId: intent.orderId, earlier: intent.earlier });
      } catch {
        if (live) setPhase({ kind: "error" });
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, product.key, customer]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !busy) onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [busy, onClose]);

  // Back to this page from the browser's back-forward cache with the panel open: the page as it
  // was at first (the panel closed, the details cleared by onClose). A payment already sent from
  // it goes to where it stands instead (the payment step's own pageshow). Both listeners are the
  // panel's, each for its own case: when the flow closed the panel from a listener of its own,
  // the close could run first and, unmounting the panel, drop the payment step's listener before
  // it ran (as on React, whose effects registered the flow's first), leaving the visitor on a
  // closed panel with a payment on its way.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && !busy) onClose();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [busy, onClose]);

  return createPortal(
    <div
      ref={layerRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      data-checkout-panel=""
      data-hides-nav=""
      data-locks-scroll=""
      className="fixed inset-0 z-50 overflow-y-auto bg-slate-950/75 p-4 sm:p-8"
    >
      <div className="relative mx-auto max-w-xl rounded-card bg-night p-6 text-slate-50 shadow-2xl sm:p-8">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 pr-10 text-2xl font-bold outline-none">
          <Lock aria-hidden="true" className="size-5 text-indigo-300" />
          {w.panel.title}
        </h2>
        <p className="mt-2 text-slate-300">
          {product.name} · {formatUsd(product.amountCents)}
        </p>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label={w.panel.close}
          className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <div className="mt-6">
          {phase.kind === "loading" && (
            <p role="status" className="flex items-center gap-2 text-slate-200">
              <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              {panelMessages.preparing}
            </p>
          )}
          {phase.kind === "error" && (
            // One message: SPEC's title and line, and at most one short reason in the same
            // paragraph (messages.ts: intentFailureReason), never the server's own wording.
            <div role="alert" data-testid="checkout-error" className="rounded-2xl border border-red-400/40 bg-red-950/40 p-5">
              <p className="text-lg font-semibold">{panelMessages.unableTitle}</p>
              <p className="mt-1 text-slate-200">
                {panelMessages.initFailed}
                {phase.reason && (
                  <>
                    {" "}
                    <span className="block text-sm text-slate-300" data-testid="checkout-error-reason">
                      {phase.reason}
                    </span>
                  </>
                )}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="button"
                  className={buttonClass("light", "md")}
                  onClick={() => {
                    // The error (and this button) give way to 'Preparing…': focus stays in the panel, on its heading.
                    headingRef.current?.focus();
                    setAttempt((n) => n + 1);
                  }}
                >
                  {panelMessages.tryAgain}
                </button>
                {/* Payments are off on this site: trying again cannot help, talking to the owner can
                    (the details just given are stored as a lead either way). */}
                {phase.reason === notConfiguredReason && (
                  <a href={paths.chat} className={buttonClass("secondary", "md")}>
                    {ctas.bookFreeChat}
                  </a>
                )}
              </div>
            </div>
          )}
          {phase.kind === "ready" && phase.earlier && <EarlierPaymentNotice earlier={phase.earlier} />}
          {phase.kind === "ready" && (
            <PaymentForm
              key={`${phase.orderId}:${attempt}`}
              stripe={phase.stripe}
              clientSecret={phase.clientSecret}
              orderId={phase.orderId}
              product={product}
              customer={customer}
              onBusy={setBusy}
            />
          )}
        </div>
        <p className="mt-6 text-sm text-slate-400">{w.panel.secured}</p>
      </div>
    </div>,
    document.body,
  );
}

/**
 * This browser already paid for the session (the panel closed while a payment was processing and
 * the session booked again with other details, or a second tab): said before the payment form,
 * with where that payment stands, so a second charge is never a surprise. Not a refusal.
 */
function EarlierPaymentNotice({ earlier }: { earlier: EarlierPayment }) {
  return (
    <div role="alert" data-testid="earlier-payment" className="mb-4 rounded-xl bg-amber-950/50 p-3 text-amber-100">
      <p className="font-semibold">{earlierPaymentMessages[earlier.state](paymentDay(earlier.at))}</p>
      <p className="mt-1">{earlierPaymentMessages.advice}</p>
      <a href={successUrl(earlier.orderId)} className="mt-2 inline-block font-semibold underline underline-offset-4">
        {earlierPaymentMessages.link}
      </a>
    </div>
  );
}

/** "on-its-way": Stripe took the payment and is processing it (SPEC's verification line shows; Pay does not come back). */
type PayStatus = "idle" | "processing" | "succeeded" | "verification" | "on-its-way";

function PaymentForm({
  stripe,
  clientSecret,
  orderId,
  product,
  customer,
  onBusy,
}: {
  stripe: Stripe;
  clientSecret: string;
  orderId: string;
  product: Product;
  customer: Customer;
  onBusy: (busy: boolean) => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [elementReady, setElementReady] = useState(false);
  const [status, setStatus] = useState<PayStatus>("idle");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const elements = stripe.elements({ clientSecret, appearance: paymentAppearance });
    const element = elements.create("payment", { layout: "tabs", defaultValues: { billingDetails: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email } } });
    element.on("ready", () => setElementReady(true));
    if (mountRef.current) element.mount(mountRef.current);
    elementsRef.current = elements;
    return () => {
      element.destroy();
      elementsRef.current = null;
    };
  }, [stripe, clientSecret, customer]);

  useEffect(() => onBusy(status === "processing" || status === "succeeded"), [status, onBusy]);

  // The page shown again from the browser's back-forward cache (Back from /success, or from a
  // payment method's own page): a payment sent from here is looked up where it stands instead of
  // showing a panel stuck at "processing" or "succeeded" over an inert page.
  useEffect(() => {
    if (status === "idle") return;
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.assign(successUrl(orderId));
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [status, orderId]);

  const fail = (message: string) => {
    setStatus("idle");
    setError(message);
    toast({ title: paymentMessages.failedTitle, description: message, variant: "destructive" });
  };

  async function pay() {
    const elements = elementsRef.current;
    setError(null);
    if (!elements || !elementReady) return fail(paymentMessages.notReady);
    setStatus("processing");
    try {
      const { error: invalid } = await elements.submit();
      if (invalid) return fail(paymentErrorMessage(invalid));
      const result = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: {
          return_url: new URL(successUrl(orderId), window.location.origin).toString(),
          payment_method_data: { billing_details: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email } },
        },
        redirect: "if_required",
      });
      if (result.error) return fail(paymentErrorMessage(result.error));
      if (result.paymentIntent?.status === "succeeded" || result.paymentIntent?.status === "processing") rememberPayment(orderId);
      if (result.paymentIntent?.status === "succeeded") {
        setStatus("succeeded");
        toast(paymentMessages.successToast);
        // For the scheduler on /strategy-prep (this tab only; DECISIONS 9: prefill when known).
        try {
          sessionStorage.setItem(PREFILL_STORAGE_KEY, JSON.stringify({ name: `${customer.firstName} ${customer.lastName}`, email: customer.email }));
        } catch {
          // Storage refused (private mode): the scheduler simply asks.
        }
        window.setTimeout(() => window.location.assign(successUrl(orderId)), PAYMENT_SUCCESS_REDIRECT_MS);
        return;
      }
      setStatus(result.paymentIntent?.status === "processing" ? "on-its-way" : "verification");
    } catch {
      fail(paymentMessages.unexpected);
    }
  }

  return (
    <div>
      <div ref={mountRef} data-testid="payment-element" className="min-h-40" />
      {error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-950/50 p-3 text-red-100" data-testid="payment-error">
          {error}
        </p>
      )}
      {(status === "verification" || status === "on-its-way") && (
        <p role="status" className="mt-4 rounded-xl bg-amber-950/50 p-3 text-amber-100">
          {panelMessages.verification}
        </p>
      )}
      {status === "succeeded" ? (
        <p role="status" className="mt-6 rounded-xl bg-emerald-950/60 p-3 text-center font-semibold text-emerald-100">
          {panelMessages.succeeded}
        </p>
      ) : status === "on-its-way" ? (
        <a href={successUrl(orderId)} className={buttonClass("primary", "lg", "mt-6 w-full")}>
          {panelMessages.orderStatusLink}
        </a>
      ) : (
        <button type="button" onClick={() => void pay()} disabled={status === "processing"} className={buttonClass("primary", "lg", "mt-6 w-full")}>
          {status === "processing" ? panelMessages.processing : w.panel.pay(formatUsd(product.amountCents))}
        </button>
      )}
    </div>
  );
}
