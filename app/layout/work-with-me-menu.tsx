import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { workWithMeCards } from "#content/navigation";
import { NavCard } from "./nav-card";

/**
 * 'Work With Me' (SPEC §2): opens on mouse enter and closes on mouse leave, and is a plain
 * disclosure for keyboard and touch: the button toggles it, Escape closes it and returns
 * focus, and moving focus out of it closes it.
 */
export function WorkWithMeMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  return (
    // The wrapper only listens: hover and focus-out are about the whole menu (button + panel);
    // the button itself is the interactive element.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-medium text-ink hover:bg-slate-100"
      >
        Work With Me
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 w-[52rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 pt-3"
      >
        <ul className="grid grid-cols-3 gap-3 rounded-3xl border border-slate-200 bg-white p-4 shadow-xl" aria-label="Work With Me">
          {workWithMeCards.map((card) => (
            <li key={card.key}>
              <NavCard card={card} onNavigate={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
