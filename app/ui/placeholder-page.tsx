import { FirstViewEnd } from "./first-view.tsx";
import { ctas } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "./button.ts";
import { ButtonLabel } from "./button-label.tsx";
import { Picture } from "./picture.tsx";
import { SiteLink } from "./site-link.tsx";

/**
 * An honest stand-in for a page whose feature is still being built: its real title, what is
 * coming, and working ways to reach the owner meanwhile. Never a pretend feature.
 */
export function PlaceholderPage({
  title,
  lead,
  comingWith,
  image,
}: {
  title: string;
  lead?: string;
  comingWith: string;
  image?: { picture: Parameters<typeof Picture>[0]["picture"]; alt: string };
}) {
  return (
    <section className="container-page grid items-center gap-12 py-28 sm:py-32 lg:grid-cols-2" data-placeholder="true">
      <div>
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {lead && <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p>}
      <p className="mt-6 max-w-2xl rounded-2xl bg-brand-soft p-4 text-ink">
        This page is being built: {comingWith} is coming soon. Meanwhile you can book a free chat or write to{" "}
        <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <SiteLink to={paths.chat} className={buttonClass("primary")}>
          <ButtonLabel>{ctas.bookFreeChat}</ButtonLabel>
        </SiteLink>
        <SiteLink to={paths.home} className={buttonClass("secondary")}>
          {ctas.backToHome}
        </SiteLink>
        <FirstViewEnd />
      </div>
      </div>
      {image && (
        <Picture
          picture={image.picture}
          alt={image.alt}
          sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          priority
          className="h-auto w-full rounded-card shadow-xl"
        />
      )}
    </section>
  );
}
