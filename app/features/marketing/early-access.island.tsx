import { Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { comingSoonPage as c } from "#content/pages/coming-soon.ts";
import { site } from "#content/site.ts";
import { COPY_CONFIRMATION_MS } from "#app/config/timings.ts";
import { copyText } from "#app/lib/clipboard.ts";
import { useFlagTimeout } from "#app/lib/use-flag-timeout.ts";
import { defineIsland } from "#app/islands/define.tsx";
import { buttonClass } from "#app/ui/button.ts";

/** The holding page's early-access reveal and copy button (SPEC §2 'Holding page'). */
function EarlyAccess() {
  const [revealed, setRevealed] = useState(false);
  const [copied, flashCopied] = useFlagTimeout(COPY_CONFIRMATION_MS);
  // The pressed button is gone once the address shows: focus would fall to the page's start, so
  // it goes to what the press revealed (a screen reader reads the address; Tab reaches Copy).
  const address = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (revealed) address.current?.focus();
  }, [revealed]);
  return (
    <>
      {!revealed ? (
        <button type="button" className={buttonClass("primary", "lg", "mt-8")} onClick={() => setRevealed(true)}>
          {c.revealCta}
        </button>
      ) : (
        <div className="mt-8 flex flex-col items-center gap-3">
          <p className="text-muted">{c.revealedLead}</p>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <a ref={address} href={`mailto:${site.email}`} className="text-xl font-semibold text-brand underline underline-offset-4" data-testid="early-access-email">
              {site.email}
            </a>
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={async () => {
                if (await copyText(site.email)) flashCopied();
              }}
            >
              <Copy aria-hidden="true" className="size-4" />
              {c.copyCta}
            </button>
          </div>
        </div>
      )}
      <p role="status" className="mt-4 min-h-6 font-medium text-emerald-800">
        {copied ? c.copied : ""}
      </p>
    </>
  );
}

export default defineIsland("early-access", EarlyAccess);
