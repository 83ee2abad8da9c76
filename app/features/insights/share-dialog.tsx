import { Link2, Mail, X } from "lucide-react";
import { shareDialog as words } from "#content/pages/insights.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { SHARE_POPUP } from "#app/config/insights.ts";
import { ShareMark } from "#app/ui/network-mark.tsx";
import { shareDialogIds as ids } from "./page-ids.ts";


/** The three networks' share addresses for a URL (each opens in a 600×400 pop-up). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { key: "linkedin", label: words.networks.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: "facebook", label: words.networks.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: "x", label: words.networks.x, href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
  ] as const;
}

/** SPEC: a mailto link with the subject, and a body of the excerpt and the link. */
export const shareMailto = (title: string, excerpt: string, url: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${excerpt}\n\n${url}`)}`;

const option =
  "flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-slate-300 px-5 font-semibold text-ink hover:border-brand hover:text-brand active:bg-brand-soft";

/**
 * 'Share this insight' (SPEC §2 'Share dialog'): a native modal dialog in the page's HTML,
 * opened by its button's invoker command, so it opens at the first tap without the app. The
 * shared link is the article's own URL (DECISIONS 1). The pop-ups and 'Copy link' → 'Link
 * copied!' come from ./share.enhancer.ts; without JavaScript the networks open in a tab.
 */
export function ShareDialog({ url, title, excerpt }: { url: string; title: string; excerpt: string }) {
  return (
    <dialog
      id={ids.dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      closedby="any"
      className="modal-dialog"
      data-popup-width={SHARE_POPUP.width}
      data-popup-height={SHARE_POPUP.height}
      {...enhance("share")}
    >
      <h2 id={ids.title} className="pr-10 text-2xl font-bold">
        {words.title}
      </h2>
      <p id={ids.text} className="mt-2 text-muted">
        {words.description}
      </p>
      <ul className="mt-6 grid gap-3">
        {shareLinks(url, title).map((l) => (
          <li key={l.key}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" data-share-popup={l.key} data-keeps-dialog="" className={option}>
              <ShareMark network={l.key} className="size-5 shrink-0" />
              {l.label}
            </a>
          </li>
        ))}
        <li>
          <a href={shareMailto(title, excerpt, url)} className={option}>
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {words.email}
          </a>
        </li>
        <li>
          <button type="button" data-copy-link={url} data-copied-label={words.copied} className={option}>
            <Link2 aria-hidden="true" className="size-5 shrink-0" />
            {/* Polite live text: 'Link copied!' is announced as well as shown (SPEC §2's 2 s). */}
            <span data-copy-label="" aria-live="polite">
              {words.copy}
            </span>
          </button>
        </li>
      </ul>
      <button
        type="button"
        commandfor={ids.dialog}
        command="close"
        aria-label={words.close}
        className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100 active:bg-slate-200"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
