"use client";

import { useTranslations } from "next-intl";
import { buttonClassName } from "@/components/ui/button-styles";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { VersionView } from "@/lib/studio/options";

/** The original and its edits, oldest first: pick one to view (and to edit from), or download it. */
export function VersionStrip({ versions, selectedId, onSelect }: { versions: VersionView[]; selectedId: string; onSelect: (id: string) => void }) {
  const t = useTranslations("Studio.editor");
  return (
    <section aria-labelledby="studio-versions" className="flex flex-col gap-2">
      <h2 id="studio-versions" className="text-sm font-semibold text-ink">{t("versions")}</h2>
      <ol className="flex gap-3 overflow-x-auto pb-2" data-testid="studio-versions">
        {versions.map((v) => {
          const label = v.version === 1 ? t("original") : t("version", { version: v.version });
          const selected = v.id === selectedId;
          return (
            <li key={v.id} data-testid="studio-version" data-version={v.version} data-selected={selected || undefined} className="flex w-28 shrink-0 flex-col gap-1.5">
              <button
                type="button"
                onClick={() => onSelect(v.id)}
                aria-pressed={selected}
                aria-label={t("show", { version: v.version })}
                className={cx("overflow-hidden rounded-md border-2 bg-mist", selected ? "border-brand" : "border-transparent hover:border-line")}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- signed storage URLs, already sized WebP thumbnails */}
                <img src={v.thumbUrl} alt="" width={112} height={Math.round((112 * v.height) / v.width)} className="block h-auto w-full" loading="lazy" decoding="async" />
              </button>
              <div className="flex items-center justify-between gap-1 text-xs">
                <span className={cx("truncate", selected ? "font-semibold text-ink" : "text-ink-soft")}>
                  {label}
                  {selected && <span className="sr-only"> ({t("viewing")})</span>}
                </span>
                {/* A plain link: the route answers with the file as an attachment (Next's Link would add the locale). */}
                <a href={v.downloadUrl} download className={buttonClassName({ variant: "ghost", size: "sm", iconOnly: true })} data-testid="studio-version-download" data-format={v.format}>
                  <Icon name="download" size={14} />
                  <span className="sr-only">{t("downloadVersion", { version: v.version, format: v.format.toUpperCase() })}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
