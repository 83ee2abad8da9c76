import type { CSSProperties } from "react";
import { MapPin } from "lucide-react";
import { ownerPhoto } from "#content/images/index.ts";
import { checkoutSection, kitDocuments, strategyKit, strategyOffers } from "#content/offers.ts";
import { pricesCents, site } from "#content/site.ts";
import { objectPosition } from "#app/lib/focal-point.ts";
import { initials } from "#app/lib/initials.ts";
import { formatUsd } from "#app/lib/price.ts";
import { Picture } from "./picture.tsx";

const ownerInitials = initials(site.ownerName);

type OwnerPhoto = NonNullable<typeof ownerPhoto>;

/**
 * Where every crop of the photo looks (content/site.ts `portrait.focus`), as a custom property
 * that the frame's `object-(--focus)` reads: one class in the stylesheet for any focal point.
 */
const focusStyle = { "--focus": objectPosition(site.portrait.focus) } as CSSProperties;

/** The photo filling its frame, cropped around the focal point. */
function Photo({ picture, sizes, priority }: { picture: OwnerPhoto["card"]; sizes: string; priority: boolean }) {
  return (
    <div className="size-full" style={focusStyle}>
      <Picture picture={picture} alt={site.portrait.alt} sizes={sizes} priority={priority} className="size-full object-cover object-(--focus)" />
    </div>
  );
}

function Location({ tone }: { tone: "light" | "dark" }) {
  return (
    <span className={`mt-1 flex items-center gap-1 text-sm ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>
      <MapPin aria-hidden="true" className={`size-4 shrink-0 ${tone === "dark" ? "text-amber-300" : "text-accent"}`} />
      {site.location}
    </span>
  );
}

/** Who: the name, the role and where the owner is based; on the night plate of the hero, or on white. */
function NameLines({ tone }: { tone: "light" | "dark" }) {
  return (
    <>
      <span className={`block font-bold ${tone === "dark" ? "text-white" : "text-ink"}`}>{site.ownerName}</span>
      <span className={`block text-sm ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>{site.ownerRole}</span>
      <Location tone={tone} />
    </>
  );
}

const premium = strategyOffers.find((o) => o.key === "premium")!;

/**
 * What a Premium session leaves a client with (SPEC §1), as the sheet it arrives on: the kit's
 * delivery line, its four documents and the price. Words and price from content/ only, so the
 * placeholder promises nothing the offer does not.
 */
function KitSheet() {
  return (
    <div className="relative rounded-card bg-white p-6 pb-14 shadow-lift ring-1 ring-line sm:p-7 sm:pb-14">
      <p className="text-xs font-semibold tracking-wider text-accent uppercase">{premium.title}</p>
      <p className="mt-2 text-xl font-bold tracking-tight text-ink sm:text-2xl">{strategyKit.label}</p>
      <ol className="mt-5 divide-y divide-line border-y border-line">
        {kitDocuments.map((d, i) => (
          <li key={d.label} className="flex items-baseline gap-4 py-3">
            {/* The list's own numbers, drawn as the kit's page numbers; read once, as the list's. */}
            <span aria-hidden="true" className="w-6 shrink-0 text-sm font-semibold text-brand tabular-nums">
              {String(i + 1).padStart(2, "0")}
            </span>
            <span className="font-medium text-ink">{d.label}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-2xl font-bold tracking-tight text-ink">{formatUsd(pricesCents.premium)}</span>
        <span className="text-sm text-muted">{checkoutSection.oneTime}</span>
      </p>
    </div>
  );
}

/**
 * The sheets under the top one: a night sheet and an amber one, turned a few degrees so the
 * stack reads as paper on a desk. Inside the figure's padding, so nothing leaves the column.
 */
function SheetsBelow() {
  return (
    <>
      <span aria-hidden="true" className="absolute inset-x-6 top-0 bottom-10 rotate-3 rounded-card bg-brand-strong" />
      <span aria-hidden="true" className="absolute inset-x-4 top-3 bottom-8 -rotate-2 rounded-card bg-accent-soft ring-1 ring-amber-200" />
    </>
  );
}

type Variant = "hero" | "card" | "aside";

/**
 * The owner's slot, one component for every place the person appears, in three variants:
 * - `hero` (home and About heroes): with a photo, the photo on a brand offset block with a name
 *   plate across its foot (on phones a small tile beside the plate); without one, the strategy kit a session leaves (KitSheet) on a stack of
 *   sheets, the same name plate across it. Text, not an image: the headline stays the page's
 *   largest paint, and the slot is small on phones so the headline is seen first.
 * - `card` (home's about teaser): a 4:5 frame, the photo over a caption, or, without one, the
 *   name set large on the night colour as the caption itself.
 * - `aside` (chat and purchase pages' side columns): a row, a small square beside the caption;
 *   without a photo the square is the kit's sheets in miniature.
 * `photo` is the owner's photo (content/images/owner-photo.jpg) unless a test hands another.
 */
export function OwnerPortrait({
  variant = "card",
  priority = false,
  className = "",
  photo = ownerPhoto,
}: {
  variant?: Variant;
  priority?: boolean;
  className?: string;
  photo?: OwnerPhoto | null;
}) {
  const placeholder = photo ? undefined : variant === "hero" ? "strategy-kit" : "name";
  if (variant === "aside") {
    return (
      <figure data-testid="owner-portrait" data-placeholder={placeholder} className={`flex items-center gap-4 rounded-card border border-line bg-white p-4 shadow-card ${className}`}>
        <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl bg-brand-soft">
          {photo ? (
            <Photo picture={photo.card} sizes="80px" priority={priority} />
          ) : (
            // The hero's stack of sheets, at 80 px: decorative, the caption beside it says who.
            <span aria-hidden="true" className="absolute inset-0">
              <span className="absolute top-3 left-5 h-14 w-11 rotate-6 rounded-md bg-brand-strong" />
              <span className="absolute top-4 left-3 flex h-14 w-11 -rotate-3 flex-col gap-1.5 rounded-md bg-white p-2 shadow-card ring-1 ring-line">
                <span className="h-1 w-4 rounded-full bg-accent" />
                <span className="h-1 rounded-full bg-line" />
                <span className="h-1 rounded-full bg-line" />
                <span className="h-1 w-5 rounded-full bg-line" />
              </span>
            </span>
          )}
        </div>
        <figcaption>
          <NameLines tone="light" />
        </figcaption>
      </figure>
    );
  }
  if (variant === "hero") {
    // The figure's last child (a figcaption may not sit inside a wrapper), inset by its margin.
    const plate = (inset: string) => (
      <figcaption className={`relative rounded-2xl bg-night px-5 py-3 shadow-lift ${inset}`}>
        <NameLines tone="dark" />
      </figcaption>
    );
    if (photo) {
      // Below 1024 px the photo is a 112 px tile beside the plate, not a 4:5 frame: a large
      // photo under the buttons would be the phone's largest paint instead of the headline.
      return (
        <figure data-testid="owner-portrait" className={`relative flex items-center gap-4 lg:block lg:pr-4 ${className}`}>
          {/* The brand offset block behind the photo: the palette's amber, not a filter on the face. */}
          <span aria-hidden="true" className="absolute inset-0 top-4 left-4 bottom-4 hidden rounded-card bg-accent-soft ring-1 ring-amber-200 lg:block" />
          <div className="relative size-28 shrink-0 overflow-hidden rounded-2xl shadow-lift ring-1 ring-brand-strong/10 lg:aspect-[4/5] lg:size-auto lg:rounded-card">
            <Photo picture={photo.card} sizes="(min-width: 1024px) 24rem, 7rem" priority={priority} />
            <span aria-hidden="true" className="absolute inset-x-0 bottom-0 hidden h-1/3 bg-linear-to-t from-brand-strong/45 to-transparent lg:block" />
          </div>
          {plate("min-w-0 flex-1 lg:-mt-8 lg:mr-2 lg:ml-auto lg:w-fit lg:max-w-[92%]")}
        </figure>
      );
    }
    return (
      <figure data-testid="owner-portrait" data-placeholder={placeholder} className={`relative px-4 pt-3 ${className}`}>
        <SheetsBelow />
        <div className="relative pt-2">
          <KitSheet />
        </div>
        {plate("-mt-8 mr-3 ml-auto w-fit max-w-[92%]")}
      </figure>
    );
  }
  if (photo) {
    return (
      <figure data-testid="owner-portrait" className={`overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-line ${className}`}>
        <div className="aspect-[4/5]">
          <Photo picture={photo.card} sizes="(min-width: 1024px) 24rem, 20rem" priority={priority} />
        </div>
        <figcaption className="px-5 py-4">
          <NameLines tone="light" />
        </figcaption>
      </figure>
    );
  }
  // No photo: the name, set as the picture. Words a visitor reads, not a face nobody has.
  const [first, ...rest] = site.ownerName.split(" ");
  return (
    <figure data-testid="owner-portrait" data-placeholder={placeholder} className={`overflow-hidden rounded-card bg-night shadow-lift ring-1 ring-line ${className}`}>
      <figcaption className="relative flex aspect-[4/5] flex-col justify-end bg-linear-to-br from-brand-strong to-night p-7 sm:p-8">
        <span aria-hidden="true" className="absolute top-7 left-7 h-1 w-12 rounded-full bg-amber-300 sm:top-8 sm:left-8" />
        <span className="block text-5xl leading-[0.95] font-bold tracking-tight text-balance text-white sm:text-6xl">
          {first}{" "}
          {rest.length > 0 && <span className="block text-amber-300">{rest.join(" ")}</span>}
        </span>
        <span className="mt-5 block border-t border-white/15 pt-4 text-base font-semibold text-white">{site.ownerRole}</span>
        <Location tone="dark" />
      </figcaption>
    </figure>
  );
}

/** The owner as a small round avatar (the author line): photo or initials, decorative beside the written name. */
export function OwnerAvatar({ className = "size-10" }: { className?: string }) {
  if (ownerPhoto) {
    return (
      <span className="inline-flex shrink-0" style={focusStyle}>
        <Picture picture={ownerPhoto.avatar} alt="" sizes="40px" className={`rounded-full object-cover object-(--focus) ${className}`} />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-strong text-sm font-bold text-white ${className}`}>
      {ownerInitials}
    </span>
  );
}
