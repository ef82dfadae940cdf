import { StaticImage as Image } from "@/components/ui/static-image";
import { Link } from "@/i18n/link";
import type { PublicStyleCard } from "@/lib/catalog/public";

/** The genders a style is shown for under a "for women / for men" filter: a style for everyone matches both. */
export function genderTokens(gender: PublicStyleCard["gender"]): string {
  return gender === "UNISEX" ? "FEMALE MALE UNISEX" : gender;
}

/**
 * A style in a list: its picture (4:5), name and who it is for, linking to its own page. The picture
 * goes through next/image (sized for the grid's columns); without one, the backdrop's colour fills the box.
 */
export function StyleTile({ style, label, forWhom, summary = true, priority = false }: { style: PublicStyleCard; label: string; forWhom: string; summary?: boolean; priority?: boolean }) {
  return (
    <Link href={`/headshot-types/${style.slug}`} className="group block h-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-paper transition-shadow hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand" data-style-link={style.slug}>
      <span className="relative block aspect-[4/5] w-full" style={{ backgroundColor: style.backdrop.colors[0] ?? "#D9DBDE" }}>
        {style.previewUrl && (
          <Image
            src={style.previewUrl}
            alt=""
            width={320}
            height={400}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
            priority={priority}
            className="h-full w-full object-cover"
          />
        )}
      </span>
      <span className="block p-3">
        <span className="block text-sm font-semibold text-ink group-hover:text-brand">
          {label}
        </span>
        <span className="mt-0.5 block text-xs text-ink-soft">{forWhom} · {style.backdrop.name}</span>
        {summary && style.summary && <span className="mt-2 line-clamp-3 block text-xs text-ink-soft">{style.summary}</span>}
      </span>
    </Link>
  );
}
