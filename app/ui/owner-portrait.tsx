import { MapPin } from "lucide-react";
import { ownerPhoto } from "#content/images/index.ts";
import { site } from "#content/site.ts";
import { initials } from "#app/lib/initials.ts";
import { Picture } from "./picture.tsx";

const ownerInitials = initials(site.ownerName);

/**
 * The owner's face slot, one component for every place the person appears (home hero, About
 * hero, the side columns of chat and checkout, the author line). With a photo
 * (content/images/owner-photo.jpg, docs/owner-guide.md, 'Your photo') it shows the photo; without one, a
 * monogram on the brand colours: a placeholder that says who, without pretending to be a face.
 * Both fill the same 4:5 frame (object-cover), so a photo drops in and looks intended.
 */
function Frame({ sizes, priority, className }: { sizes: string; priority: boolean; className: string }) {
  if (ownerPhoto) {
    return <Picture picture={ownerPhoto.card} alt={site.portrait.alt} sizes={sizes} priority={priority} className={`size-full object-cover ${className}`} />;
  }
  // Decorative for assistive technology: the caption beside it names the person.
  return (
    <div aria-hidden="true" data-testid="owner-monogram" className={`relative isolate flex size-full items-center justify-center overflow-hidden bg-linear-to-br from-brand-strong via-brand to-indigo-500 ${className}`}>
      {/* The ring and the dot are drawn to the monogram's scale: a fixed 20 px ring filled the
          80 px card of the side columns as a blob over the initials. */}
      <span className="absolute -right-1/4 -bottom-1/4 -z-10 aspect-square w-3/4 mono-ring rounded-full border-amber-300/70" />
      <span className="absolute top-[12%] left-[12%] -z-10 mono-dot rounded-full bg-amber-300" />
      <span className="text-[length:var(--mono,5rem)] leading-none font-bold tracking-tight text-white">{ownerInitials}</span>
    </div>
  );
}

type Variant = "hero" | "aside";

/**
 * The portrait card: the frame above a caption with name, role and where the owner is based.
 * `hero`: a standing 4:5 card (home and About heroes; small on phones so the headline stays the
 * first thing seen). `aside`: a row, a small square frame beside the caption (side columns).
 */
export function OwnerPortrait({ variant = "hero", priority = false, className = "" }: { variant?: Variant; priority?: boolean; className?: string }) {
  const caption = (
    <>
      <span className="block font-bold text-ink">{site.ownerName}</span>
      <span className="block text-sm text-muted">{site.ownerRole}</span>
      <span className="mt-1 flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {site.location}
      </span>
    </>
  );
  if (variant === "aside") {
    return (
      <figure data-testid="owner-portrait" className={`flex items-center gap-4 rounded-card border border-line bg-white p-4 shadow-card ${className}`}>
        <div className="size-20 shrink-0 overflow-hidden rounded-2xl [--mono:1.75rem]">
          <Frame sizes="80px" priority={priority} className="" />
        </div>
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  return (
    <figure data-testid="owner-portrait" className={`overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-line ${className}`}>
      <div className="aspect-[4/5] [--mono:4rem] lg:[--mono:7rem]">
        <Frame sizes="(min-width: 1024px) 24rem, 14rem" priority={priority} className="" />
      </div>
      <figcaption className="px-5 py-4">{caption}</figcaption>
    </figure>
  );
}

/** The owner as a small round avatar (the author line): photo or initials, decorative beside the written name. */
export function OwnerAvatar({ className = "size-10" }: { className?: string }) {
  if (ownerPhoto) {
    return <Picture picture={ownerPhoto.avatar} alt="" sizes="40px" className={`rounded-full object-cover ${className}`} />;
  }
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-strong text-sm font-bold text-white ${className}`}>
      {ownerInitials}
    </span>
  );
}
