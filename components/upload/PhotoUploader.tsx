"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { PhonePanel } from "@/components/phone-upload/PhonePanel";
import { Button, ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";
import { UploadItemStatus, verdictMessages } from "@/components/upload/UploadItemStatus";
import { isUnreadable, PhotoThumb } from "./PhotoThumb";
import { sendPhoto } from "./send-photo";

/** A stored photo as the photos API returns it (lib/shoots/photos.ts PhotoView). */
export type UploadedPhoto = { id: string; accepted: boolean; score: number; reasons: string[]; warnings: string[]; messages: Record<string, string>; thumbnailUrl: string | null; originalName: string | null };
type Counts = { accepted: number; min: number; max: number };

type Item = {
  key: string;
  name: string;
  /** 0..1 of the bytes sent */
  progress: number;
  status: "queued" | "uploading" | "checking" | "accepted" | "rejected" | "failed";
  photo?: UploadedPhoto;
  /** the refusal or failure, in the person's language */
  error?: string;
  preview?: string;
};

const PARALLEL = 3;
const MAX_BYTES = 50 * 1024 * 1024;

export function PhotoUploader({ shootId, initialPhotos, initialCounts, nextHref }: { shootId: string; initialPhotos: UploadedPhoto[]; initialCounts: Counts; nextHref: string }) {
  const t = useTranslations("Upload.photos");
  const locale = useLocale();
  const [items, setItems] = useState<Item[]>(() => initialPhotos.map((p) => ({ key: p.id, name: p.originalName ?? "", progress: 1, status: "accepted", photo: p })));
  const [counts, setCounts] = useState<Counts>(initialCounts);
  const [dragging, setDragging] = useState(false);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const active = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);
  /** Bumped by every upload and removal started here: a photo list fetched meanwhile is out of date. */
  const changes = useRef(0);
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const update = useCallback((key: string, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i))), []);
  const url = `/api/shoots/${encodeURIComponent(shootId)}/photos`;

  // The server's list, merged in while idle: photos added from a phone (components/phone-upload), and
  // the count once a batch of uploads has settled (each answer counts at its own moment, and answers
  // overtake each other: a refused photo's answer counted before an accepted one's could arrive last).
  const refresh = useCallback(async () => {
    if (active.current > 0 || queue.current.length > 0) return;
    const seen = changes.current;
    const res = await fetch(`${url}?locale=${locale}`, { cache: "no-store" }).catch(() => null);
    const data = res?.ok ? ((await res.json().catch(() => null)) as { photos: UploadedPhoto[]; counts: Counts } | null) : null;
    if (!data || seen !== changes.current || active.current > 0) return;
    const onServer = new Set(data.photos.map((p) => p.id));
    setItems((list) => {
      const known = new Set(list.map((i) => i.photo?.id));
      const fresh: Item[] = data.photos.filter((p) => !known.has(p.id)).map((p) => ({ key: p.id, name: p.originalName ?? "", progress: 1, status: "accepted", photo: p }));
      const kept = list.filter((i) => i.status !== "accepted" || !i.photo || onServer.has(i.photo.id));
      return fresh.length || kept.length !== list.length ? [...fresh.reverse(), ...kept] : list;
    });
    setCounts(data.counts);
  }, [locale, url]);

  const pump = useCallback(() => {
    while (active.current < PARALLEL && queue.current.length) {
      const { key, file } = queue.current.shift()!;
      active.current++;
      changes.current++;
      update(key, { status: "uploading" });
      void sendPhoto(url, file, file.name, locale, (progress) => update(key, { progress }), () => update(key, { status: "checking", progress: 1 })).then(({ status, body }) => {
        active.current--;
        const data = body as { photo?: UploadedPhoto; counts?: Counts; error?: { message?: string } } | null;
        if (data?.counts) setCounts(data.counts);
        if (data?.photo) {
          const photo = data.photo;
          update(key, { status: photo.accepted ? "accepted" : "rejected", photo, progress: 1 });
        } else {
          update(key, { status: "failed", error: data?.error?.message ?? (status === 0 ? t("offline") : t("failed")) });
        }
        pump();
        if (active.current === 0 && queue.current.length === 0) void refresh();
      });
    }
  }, [locale, refresh, t, update, url]);

  const add = (files: FileList | File[]) => {
    const list = Array.from(files);
    const fresh: Item[] = [];
    for (const file of list) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      if (file.size > MAX_BYTES) {
        fresh.push({ key, name: file.name, progress: 0, status: "failed", error: t("tooLarge", { maxMb: 50 }) });
        continue;
      }
      const preview = file.type.startsWith("image/") && !/hei[cf]/i.test(file.type) ? URL.createObjectURL(file) : undefined;
      if (preview) previews.current.push(preview);
      fresh.push({ key, name: file.name, progress: 0, status: "queued", preview });
      queue.current.push({ key, file });
    }
    setItems((l) => [...fresh.reverse(), ...l]);
    pump();
  };


  const remove = async (item: Item) => {
    changes.current++;
    if (!item.photo || item.status !== "accepted") {
      setItems((l) => l.filter((i) => i.key !== item.key));
      return;
    }
    const res = await fetch(`${url}/${encodeURIComponent(item.photo.id)}?locale=${locale}`, { method: "DELETE" });
    const data = (await res.json().catch(() => null)) as { counts?: Counts; error?: { message?: string } } | null;
    if (res.ok) {
      setItems((l) => l.filter((i) => i.key !== item.key));
      if (data?.counts) setCounts((c) => ({ ...c, ...data.counts }));
    } else {
      update(item.key, { error: data?.error?.message ?? t("failed") });
    }
  };

  const busy = items.some((i) => i.status === "queued" || i.status === "uploading" || i.status === "checking");
  const enough = counts.accepted >= counts.min;
  const full = counts.accepted >= counts.max;

  return (
    <div className="flex flex-col gap-6">
      <div
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => { e.preventDefault(); setDragging(false); if (!full) add(e.dataTransfer.files); }}
        className={cx("flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed p-8 text-center transition-colors", dragging ? "border-brand bg-brand/5" : "border-line")}
        data-testid="dropzone"
      >
        <Icon name="upload" size={32} className="text-ink-soft" />
        <p className="font-medium text-ink">{full ? t("full", { max: counts.max }) : t("drop")}</p>
        <p className="text-sm text-ink-soft">{t("formats")}</p>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif"
          className="sr-only"
          id="photo-input"
          onChange={(e) => { if (e.target.files) add(e.target.files); e.target.value = ""; }}
          disabled={full}
        />
        <Button type="button" variant="secondary" iconLeft="image" onClick={() => input.current?.click()} disabled={full}>{t("pick")}</Button>
      </div>

      <PhonePanel shootId={shootId} onSync={refresh} />

      <div className="flex flex-wrap items-center justify-between gap-4" aria-live="polite">
        <p className="text-sm text-ink" data-testid="photo-count">{t("count", { accepted: counts.accepted, min: counts.min, max: counts.max })}</p>
        <ButtonLink href={nextHref} aria-disabled={!enough || busy} className={cx((!enough || busy) && "pointer-events-none opacity-50")} tabIndex={!enough || busy ? -1 : undefined}>
          {enough ? t("continue") : t("needMore", { count: counts.min - counts.accepted })}
        </ButtonLink>
      </div>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="photo-list">
        {items.map((item) => {
          const src = item.photo?.thumbnailUrl ?? item.preview;
          const messages = verdictMessages(item.photo);
          return (
            <li key={item.key} className="flex gap-3 rounded-lg border border-line p-3" data-testid="photo-item" data-status={item.status}>
              <PhotoThumb src={src} alt={item.name || t("photo")} unreadable={isUnreadable(item.photo?.reasons)} unreadableLabel={t("unreadable")} className="size-20" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex items-start justify-between gap-2">
                  <p className="truncate text-sm font-medium text-ink" title={item.name}>{item.name || t("photo")}</p>
                  <Button type="button" size="sm" variant="ghost" iconOnly="trash" onClick={() => void remove(item)} disabled={item.status === "uploading" || item.status === "checking"}>{t("remove", { name: item.name || t("photo") })}</Button>
                </div>
                <UploadItemStatus status={item.status} progress={item.progress} progressLabel={t("progress", { name: item.name })} statusLabel={(s) => t(`status.${s}`)} messages={messages} score={item.photo ? { value: item.photo.score, label: t("score", { score: item.photo.score }) } : null} error={item.error} messagesTestId="photo-messages" />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
