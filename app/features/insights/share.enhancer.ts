import { COPY_CONFIRMATION_MS } from "#app/config/timings.ts";
import { copyText } from "#app/lib/clipboard.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * The share dialog's behaviour (app/features/insights/share-dialog.tsx): a network opens in a
 * 600×400 pop-up (a new tab when pop-ups are blocked: the link's own target), and 'Copy link'
 * copies the article's URL and reads 'Link copied!' for 2 s (SPEC §2). A failed copy is only
 * logged (SPEC §8). Attached in an idle moment after the load.
 */
export default defineEnhancer({ name: "share", trigger: "idle" }, (element) => {
  const width = Number(element.dataset.popupWidth);
  const height = Number(element.dataset.popupHeight);
  let timer = 0;
  // Each 'Copy link' label as the page gave it, read once: read at each tap, a second tap within
  // the 2 s read 'Link copied!' as the label to come back to, and it stayed.
  const labels = new Map<HTMLElement, string>();
  for (const l of element.querySelectorAll<HTMLElement>("[data-copy-label]")) labels.set(l, l.textContent ?? "");
  return cleanUp([
    listen(element, "click", (e) => {
      const target = e.target as Element;
      const network = target.closest<HTMLAnchorElement>("a[data-share-popup]");
      if (network) {
        const left = Math.max(0, Math.round(screenX + (outerWidth - width) / 2));
        const top = Math.max(0, Math.round(screenY + (outerHeight - height) / 2));
        const popup = open(network.href, `share-${network.dataset.sharePopup}`, `popup,width=${width},height=${height},left=${left},top=${top}`);
        if (popup) {
          popup.opener = null;
          e.preventDefault();
        }
        return;
      }
      const copy = target.closest<HTMLButtonElement>("button[data-copy-link]");
      if (!copy) return;
      const label = copy.querySelector<HTMLElement>("[data-copy-label]");
      const original = (label && labels.get(label)) ?? label?.textContent ?? "";
      copyText(copy.dataset.copyLink ?? location.href).then(
        (ok) => {
          if (!ok) {
            console.error("share: the link could not be copied");
            return;
          }
          if (!label) return;
          label.textContent = copy.dataset.copiedLabel ?? original;
          clearTimeout(timer);
          timer = window.setTimeout(() => (label.textContent = original), COPY_CONFIRMATION_MS);
        },
        (err: unknown) => console.error("share: the link could not be copied", err),
      );
    }),
    () => clearTimeout(timer),
  ]);
});
