import { getImageProps } from "next/image";
import type { StylePreview } from "@/lib/catalog/styles";

const WIDTH = 320;
const HEIGHT = 400;

/**
 * A few style (or backdrop) pictures from the catalogue. Plain <img> elements with the optimiser's
 * srcset (getImageProps): sized, lazy, and no client component. Only the site's own files are shown.
 */
export function StylePreviews({ styles, caption, priority = false }: { styles: StylePreview[]; caption: string; priority?: boolean }) {
  const local = styles.filter((s) => s.previewUrl.startsWith("/") && !s.previewUrl.startsWith("//"));
  if (local.length === 0) return null;
  return (
    <figure>
      <ul className="grid grid-cols-3 gap-3" data-testid="landing-previews">
        {local.map((s, i) => {
          // The first picture of a hero is fetched at once; the rest load lazily.
          const first = priority && i === 0;
          const { props } = getImageProps({ src: s.previewUrl, alt: s.name, width: WIDTH, height: HEIGHT, sizes: "(min-width: 1024px) 180px, 30vw", ...(first ? { loading: "eager", fetchPriority: "high" } : {}) });
          return (
            <li key={s.slug} className="overflow-hidden rounded-lg bg-mist shadow-sm">
              {/* eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimised, sized <img> with its alt, no client component */}
              <img {...props} className="aspect-[4/5] w-full object-cover" />
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-3 text-sm text-ink-soft">{caption}</figcaption>
    </figure>
  );
}
