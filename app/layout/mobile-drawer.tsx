import { X } from "lucide-react";
import { Drawer } from "vaul";
import { drawerCardOrder, workWithMeCards, type NavCard as Card } from "#content/navigation";
import { DRAWER } from "~/config/constants";
import { paths } from "~/config/paths";
import { openPortfolioDialog } from "~/features/portfolio/portfolio-dialog-host";
import { buttonClass } from "~/ui/button";
import { SiteLink } from "~/ui/site-link";
import { NavCard } from "./nav-card";

const cardsInDrawerOrder = drawerCardOrder.map((key) => workWithMeCards.find((c) => c.key === key) as Card);

/**
 * The bottom drawer of small screens (SPEC §2 'Mobile'). vaul's defaults are SPEC's feel
 * (0.5 s animation, close threshold 0.25, velocity threshold 0.4); they are passed explicitly
 * where vaul lets us, so a change of library default cannot change the site.
 */
export default function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction="bottom" closeThreshold={DRAWER.closeThreshold}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white"
          data-testid="mobile-drawer"
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="flex items-center justify-between px-5 pt-3">
            <Drawer.Title className="text-lg font-bold">Menu</Drawer.Title>
            <Drawer.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Drawer.Close>
          </div>
          <nav aria-label="Mobile" className="overflow-y-auto px-5 pb-8 pt-2">
            <ul className="space-y-1" data-testid="drawer-items">
              <li>
                <SiteLink to={paths.home} onClick={close} className="block rounded-xl px-3 py-3 text-lg font-medium hover:bg-slate-100">
                  Home
                </SiteLink>
              </li>
              <li>
                <SiteLink to={paths.insights} onClick={close} className="block rounded-xl px-3 py-3 text-lg font-medium hover:bg-slate-100">
                  Insights
                </SiteLink>
              </li>
              <li>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    close();
                    openPortfolioDialog();
                  }}
                  className="block w-full rounded-xl px-3 py-3 text-left text-lg font-medium hover:bg-slate-100"
                >
                  Portfolio
                </button>
              </li>
              {cardsInDrawerOrder.map((card) => (
                <li key={card.key} className="pt-2">
                  <NavCard card={card} onNavigate={close} compact />
                </li>
              ))}
              <li className="pt-4">
                <SiteLink to={paths.chat} onClick={close} className={buttonClass("primary", "lg", "w-full")}>
                  Let&apos;s Talk
                </SiteLink>
              </li>
            </ul>
          </nav>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
