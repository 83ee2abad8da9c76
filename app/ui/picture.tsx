interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const order = ["avif", "webp"] as const;

/**
 * A responsive image from the build-time pipeline: AVIF, then WebP, then the fallback, with
 * width and height always set so nothing shifts. `priority` is for the one image that is the
 * page's largest paint; every other image loads lazily.
 */
export function Picture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: PictureData;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {order
        .filter((f) => picture.sources[f])
        .map((f) => (
          <source key={f} type={`image/${f}`} srcSet={picture.sources[f]} sizes={sizes} />
        ))}
      <img
        src={picture.img.src}
        srcSet={picture.sources.jpeg ?? picture.sources.jpg}
        sizes={sizes}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
