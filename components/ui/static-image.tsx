import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's optimised, sized <img> (srcset from the image optimiser, explicit width and height,
 * lazy unless `priority`) without its client component: the cached public pages ship no JavaScript
 * for their pictures. Takes the same props as next/image's <Image>.
 */
export function StaticImage({ alt, className, style, ...rest }: ImageProps) {
  const { props } = getImageProps({ alt, ...rest });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised, sized <img> with its alt
  return <img {...props} alt={alt} className={className} style={{ ...props.style, ...style }} />;
}
