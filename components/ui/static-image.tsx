import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's optimised, sized <img> (srcset from the image optimiser, explicit width and height,
 * lazy unless `priority`) without its client component: the cached public pages ship no JavaScript
 * for their pictures. Takes the same props as next/image's <Image>.
 */
export function StaticImage({ alt, className, style, ...rest }: ImageProps) {
  const { props } = getImageProps({ alt, ...rest });
  const sized = typeof rest.width === "number" && !rest.fill ? withinWidth(props.srcSet, rest.width) : undefined;
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised, sized <img> with its alt
  return <img {...props} {...sized} alt={alt} className={className} style={{ ...props.style, ...style }} />;
}

/**
 * With `sizes`, next/image offers every configured width up to 3,840 px, though the optimiser never
 * enlarges a picture: above the picture's own width (`width`, its intrinsic width) each candidate is
 * the same file under a larger label. Keeps the candidates up to that width and the first one at or
 * above it (so the whole picture stays reachable), and makes the largest kept one the fallback `src`.
 * A page with a dozen pictures carries ~9 KB less in its HTML and as much again in its React payload.
 */
export function withinWidth(srcSet: string | undefined, width: number): { srcSet: string; src: string } | undefined {
  const entries = (srcSet ?? "").split(", ");
  const all = entries.flatMap((entry) => {
    const match = /^(\S+) (\d+)w$/.exec(entry);
    return match ? [{ url: match[1]!, w: Number(match[2]) }] : [];
  });
  if (all.length < 2 || all.length !== entries.length) return undefined; // "1x, 2x" or unknown: as next/image made it
  const firstAtOrAbove = all.findIndex((c) => c.w >= width);
  const kept = firstAtOrAbove === -1 ? all : all.slice(0, firstAtOrAbove + 1);
  return { srcSet: kept.map((c) => `${c.url} ${c.w}w`).join(", "), src: kept[kept.length - 1]!.url };
}
