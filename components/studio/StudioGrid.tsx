import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import type { StudioOverview } from "@/lib/studio/versions";

/** Each ready shoot's headshots as tiles that open the editor, with how many edits each has. */
export function StudioGrid({ shoots }: { shoots: StudioOverview["shoots"] }) {
  const t = useTranslations("Studio.grid");
  return (
    <div className="flex flex-col gap-10">
      {shoots.map((shoot) => (
        <section key={shoot.id} aria-labelledby={`studio-shoot-${shoot.id}`} className="flex flex-col gap-4" data-testid="studio-shoot" data-shoot={shoot.id}>
          <Heading level={2} size="lg" id={`studio-shoot-${shoot.id}`}>{t("shoot", { title: shoot.title, count: shoot.tiles.length })}</Heading>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {shoot.tiles.map((tile, i) => (
              <li key={tile.id}>
                <Link
                  href={`/studio/${encodeURIComponent(tile.id)}`}
                  className="group block overflow-hidden rounded-[var(--radius-card)] border border-line bg-paper hover:border-brand"
                  data-testid="studio-tile"
                  data-result={tile.id}
                  data-edits={tile.edits}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- signed storage URLs, already sized WebP thumbnails */}
                  <img src={tile.thumb.url} width={tile.thumb.width} height={tile.thumb.height} alt="" loading="lazy" decoding="async" className="block h-auto w-full bg-mist" />
                  <span className="flex min-h-10 items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink group-hover:text-brand">{t("edit", { number: i + 1 })}</span>
                      <span className="block truncate text-xs text-ink-soft">{tile.styleName ?? t("otherStyle")}</span>
                    </span>
                    {tile.edits > 0 && <Badge variant="brand" size="sm">{t("edits", { count: tile.edits })}</Badge>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
