import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { uiState } from "./ui-state";

const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

/** The menu button of small screens; the drawer's code loads on first intent. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => uiState.setModalOpen("mobile-drawer", open), [open]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium text-ink hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-5" />
        Menu
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
