"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { CameraView } from "./CameraView";
import { LinkClosed, type ClosedReason } from "./LinkClosed";
import { useLocalTime } from "./local-time";
import { PoseGuide } from "./PoseGuide";
import { isUnreadable, PhotoThumb } from "@/components/upload/PhotoThumb";
import { UploadItemStatus, verdictMessages } from "@/components/upload/UploadItemStatus";
import { sendPhoto } from "@/components/upload/send-photo";

type Counts = { accepted: number; min: number; max: number };
/** A photo as the upload API returns it (lib/shoots/photos.ts PhotoView). */
type Photo = { id: string; accepted: boolean; score: number; reasons: string[]; warnings: string[]; messages: Record<string, string>; thumbnailUrl: string | null };
type ApiBody = { photo?: Photo; counts?: Counts; error?: { code?: string; message?: string } } | null;

type Item = {
  key: string;
  name: string;
  /** 0..1 of the bytes sent */
  progress: number;
  status: "queued" | "uploading" | "checking" | "accepted" | "rejected" | "failed";
  photo?: Photo;
  /** the refusal or failure, in the person's language */
  error?: string;
  preview?: string;
};

type Step = "intro" | "pose" | "camera" | "capture" | "finished";
type Camera = { kind: "off" | "starting" | "denied" | "unavailable" } | { kind: "on"; stream: MediaStream };

/** Phones upload over slower links: two at a time keeps each one's progress moving. */
const PARALLEL = 2;
const MAX_BYTES = 50 * 1024 * 1024;
/** How often the page checks that its link still works (and picks up photos added elsewhere). */
const STATUS_EVERY_MS = 10_000;

const CLOSED_BY_CODE: Record<string, ClosedReason> = { LINK_UNKNOWN: "unknown", LINK_EXPIRED: "expired", LINK_REVOKED: "revoked", LINK_SUBMITTED: "submitted" };

/** The phone upload: intro, pose guide, camera permission, then taking or picking photos through the link. */
export function PhoneUploadFlow({ token, expiresAt, initialCounts, ownClothes }: { token: string; expiresAt: string; initialCounts: Counts; ownClothes: boolean }) {
  const t = useTranslations("PhoneUpload");
  const locale = useLocale();
  const [step, setStep] = useState<Step>("intro");
  const [camera, setCamera] = useState<Camera>({ kind: "off" });
  const [closed, setClosed] = useState<ClosedReason | null>(null);
  const [counts, setCounts] = useState<Counts>(initialCounts);
  const [items, setItems] = useState<Item[]>([]);
  /** The shoot's accepted photos (from any device), shown when the person says they are finished. */
  const [onShoot, setOnShoot] = useState<Photo[]>([]);
  const until = useLocalTime(expiresAt, locale);

  const stream = useRef<MediaStream | null>(null);
  const cameraAllowed = useRef(false);
  const queue = useRef<{ key: string; file: Blob; name: string }[]>([]);
  const active = useRef(0);
  const shots = useRef(0);
  const previews = useRef<string[]>([]);
  const takeInput = useRef<HTMLInputElement>(null);
  const pickInput = useRef<HTMLInputElement>(null);

  const stopCamera = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setCamera((c) => (c.kind === "on" ? { kind: "off" } : c));
  }, []);

  useEffect(
    () => () => {
      stream.current?.getTracks().forEach((track) => track.stop());
      previews.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  const base = `/api/photo-upload/${encodeURIComponent(token)}`;

  // The link may end while the page is open (time runs out, a new QR code, the shoot submitted).
  const checkStatus = useCallback(async () => {
    const res = await fetch(`${base}?locale=${locale}`, { cache: "no-store" }).catch(() => null);
    if (!res) return;
    const data = (await res.json().catch(() => null)) as { counts?: Counts; error?: { code?: string } } | null;
    const reason = data?.error?.code ? CLOSED_BY_CODE[data.error.code] : undefined;
    if (reason) setClosed(reason);
    else if (res.ok && data?.counts && active.current === 0 && queue.current.length === 0) setCounts(data.counts);
  }, [base, locale]);

  useEffect(() => {
    if (closed) return;
    const timer = setInterval(() => document.visibilityState === "visible" && void checkStatus(), STATUS_EVERY_MS);
    const onVisible = () => document.visibilityState === "visible" && void checkStatus();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [checkStatus, closed]);

  useEffect(() => {
    if (closed) stopCamera();
  }, [closed, stopCamera]);

  const update = useCallback((key: string, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i))), []);

  const pump = useCallback(() => {
    while (active.current < PARALLEL && queue.current.length) {
      const { key, file, name } = queue.current.shift()!;
      active.current++;
      update(key, { status: "uploading" });
      const url = `${base}/photos?locale=${locale}`;
      void sendPhoto(url, file, name, locale, (progress) => update(key, { progress }), () => update(key, { status: "checking", progress: 1 })).then(({ status, body }) => {
        active.current--;
        const data = body as ApiBody;
        const reason = data?.error?.code ? CLOSED_BY_CODE[data.error.code] : undefined;
        if (reason) {
          queue.current = [];
          setClosed(reason);
          return;
        }
        if (data?.counts) setCounts(data.counts);
        if (data?.photo) update(key, { status: data.photo.accepted ? "accepted" : "rejected", photo: data.photo, progress: 1 });
        else update(key, { status: "failed", error: data?.error?.message ?? (status === 0 ? t("capture.offline") : t("capture.failed")) });
        pump();
      });
    }
  }, [base, locale, t, update]);

  const add = (files: { file: Blob; name: string }[]) => {
    const fresh: Item[] = [];
    for (const { file, name } of files) {
      const key = `${name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      if (file.size > MAX_BYTES) {
        fresh.push({ key, name, progress: 0, status: "failed", error: t("capture.tooLarge", { maxMb: 50 }) });
        continue;
      }
      const preview = file.type.startsWith("image/") && !/hei[cf]/i.test(file.type) ? URL.createObjectURL(file) : undefined;
      if (preview) previews.current.push(preview);
      fresh.push({ key, name, progress: 0, status: "queued", preview });
      queue.current.push({ key, file, name });
    }
    setItems((list) => [...fresh.reverse(), ...list]);
    pump();
  };

  const addFiles = (list: FileList | null) => {
    if (list) add(Array.from(list, (file) => ({ file, name: file.name })));
  };

  const addShot = (photo: Blob) => {
    shots.current++;
    add([{ file: photo, name: t("capture.photoName", { number: shots.current }) }]);
  };

  const askForCamera = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      // Older browsers, and pages not served over https, have no camera API.
      setCamera({ kind: "unavailable" });
      setStep("capture");
      return;
    }
    setCamera({ kind: "starting" });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user", width: { ideal: 1920 }, height: { ideal: 1920 } }, audio: false });
      stream.current = media;
      cameraAllowed.current = true;
      setCamera({ kind: "on", stream: media });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      setCamera({ kind: name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable" });
    }
    setStep("capture");
  };

  const finish = async () => {
    stopCamera();
    setStep("finished");
    const res = await fetch(`${base}/photos?locale=${locale}`, { cache: "no-store" }).catch(() => null);
    const data = (await res?.json().catch(() => null)) as { photos?: Photo[]; counts?: Counts; error?: { code?: string } } | null;
    const reason = data?.error?.code ? CLOSED_BY_CODE[data.error.code] : undefined;
    if (reason) setClosed(reason);
    if (data?.photos) setOnShoot(data.photos);
    if (data?.counts) setCounts(data.counts);
  };

  const addMore = () => {
    // Permission once given stays for the page: the camera comes back without asking again.
    if (cameraAllowed.current) void askForCamera();
    else setStep("capture");
  };

  if (closed) return <LinkClosed reason={closed} title={t(`closed.${closed}.title`)} body={t(`closed.${closed}.body`)} />;

  const busy = items.some((i) => i.status === "queued" || i.status === "uploading" || i.status === "checking");
  const enough = counts.accepted >= counts.min;
  const full = counts.accepted >= counts.max;

  if (step === "intro") {
    return (
      <section className="flex flex-col gap-6 py-4" data-testid="phone-intro">
        <div className="flex flex-col gap-2">
          <Heading level={1} size="2xl">{t("intro.title")}</Heading>
          <p className="text-ink-soft">{t("intro.lead")}</p>
        </div>
        <ol className="flex flex-col gap-3">
          {([t("intro.step1"), t("intro.step2"), t("intro.step3", { min: counts.min })] as const).map((text, i) => (
            <li key={i} className="flex items-start gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-sm font-semibold text-white">{i + 1}</span>
              <span className="pt-0.5 text-ink">{text}</span>
            </li>
          ))}
        </ol>
        {until && <p className="text-sm text-ink-soft">{t("intro.expires", { time: until })}</p>}
        <Button type="button" size="lg" fullWidth onClick={() => setStep("pose")}>{t("intro.start")}</Button>
      </section>
    );
  }

  if (step === "pose") {
    return (
      <section className="flex flex-col gap-6 py-4">
        <div className="flex flex-col gap-2">
          <Heading level={1} size="2xl">{t("pose.title")}</Heading>
          <p className="text-ink-soft">{t("pose.lead")}</p>
        </div>
        <PoseGuide ownClothes={ownClothes} />
        <Button type="button" size="lg" fullWidth onClick={() => setStep("camera")}>{t("pose.ready")}</Button>
      </section>
    );
  }

  if (step === "camera") {
    return (
      <section className="flex flex-col gap-6 py-4" data-testid="phone-camera-permission">
        <Icon name="camera" size={40} className="text-brand" />
        <div className="flex flex-col gap-2">
          <Heading level={1} size="2xl">{t("camera.title")}</Heading>
          <p className="text-ink-soft">{t("camera.why")}</p>
        </div>
        <div className="flex flex-col gap-3">
          <Button type="button" size="lg" fullWidth iconLeft="camera" loading={camera.kind === "starting"} onClick={() => void askForCamera()}>{t("camera.allow")}</Button>
          <Button type="button" size="lg" fullWidth variant="secondary" iconLeft="image" onClick={() => setStep("capture")}>{t("camera.pick")}</Button>
        </div>
      </section>
    );
  }

  if (step === "finished") {
    return (
      <section className="flex flex-col items-center gap-4 py-10 text-center" data-testid="phone-finished">
        <Icon name="check-circle" size={48} className="text-success" />
        <Heading level={1} size="2xl">{t("finished.title")}</Heading>
        <p className="text-ink-soft">{t("finished.body", { count: counts.accepted })}</p>
        {onShoot.length > 0 && (
          <ul className="grid w-full grid-cols-4 gap-2">
            {onShoot.map((photo, i) => (
              <li key={photo.id} className="aspect-square overflow-hidden rounded-md bg-paper">
                {photo.thumbnailUrl && <img src={photo.thumbnailUrl} alt={t("finished.photoAlt", { number: i + 1 })} width={80} height={80} className="size-full object-cover" />}
              </li>
            ))}
          </ul>
        )}
        <Button type="button" variant="secondary" onClick={addMore}>{t("finished.more")}</Button>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-5 py-4">
      <Heading level={1} size="2xl">{t("capture.title")}</Heading>

      <div className="flex flex-col gap-2" aria-live="polite">
        <p className="font-medium text-ink" data-testid="phone-count">{t("capture.count", { accepted: counts.accepted, min: counts.min })}</p>
        <div className="h-2 overflow-hidden rounded-full bg-paper" aria-hidden>
          <div className={cx("h-full transition-[width]", enough ? "bg-success" : "bg-brand")} style={{ width: `${Math.min(100, Math.round((counts.accepted / Math.max(1, counts.min)) * 100))}%` }} />
        </div>
      </div>

      {enough && (
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-success/30 bg-success-soft p-4" role="status" data-testid="phone-enough">
          <p className="text-sm text-ink">{t("capture.enough")}</p>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void finish()}>{t("capture.finish")}</Button>
        </div>
      )}

      {camera.kind === "denied" && <Alert variant="warning">{t("camera.denied")}</Alert>}
      {camera.kind === "unavailable" && <Alert variant="info">{t("camera.unavailable")}</Alert>}
      {full && <Alert variant="info">{t("capture.full", { max: counts.max })}</Alert>}

      {camera.kind === "on" && <CameraView stream={camera.stream} disabled={full} onCapture={addShot} />}

      <div className="flex flex-col gap-3">
        {camera.kind !== "on" && (
          <Button type="button" size="lg" fullWidth iconLeft="camera" disabled={full} onClick={() => takeInput.current?.click()}>{t("capture.takePhoto")}</Button>
        )}
        <Button type="button" size="lg" fullWidth variant="secondary" iconLeft="image" disabled={full} onClick={() => pickInput.current?.click()}>{t("capture.pick")}</Button>
        {/* Without the camera API, the browser's own camera opens from a file input (capture="user"). */}
        <input ref={takeInput} type="file" accept="image/*" capture="user" className="sr-only" tabIndex={-1} aria-hidden disabled={full} data-testid="phone-camera-input"
          onChange={(e) => { addFiles(e.target.files); e.target.value = ""; }} />
        <input ref={pickInput} type="file" accept="image/*" multiple className="sr-only" tabIndex={-1} aria-hidden disabled={full} data-testid="phone-file-input"
          onChange={(e) => { addFiles(e.target.files); e.target.value = ""; }} />
      </div>

      <ul className="flex flex-col gap-3" data-testid="phone-photo-list">
        {items.map((item) => {
          const src = item.photo?.thumbnailUrl ?? item.preview;
          const messages = verdictMessages(item.photo);
          return (
            <li key={item.key} className="flex gap-3 rounded-lg border border-line bg-paper p-3" data-testid="phone-photo" data-status={item.status}>
              <PhotoThumb src={src} alt={item.name || t("capture.photo")} unreadable={isUnreadable(item.photo?.reasons)} unreadableLabel={t("capture.unreadable")} className="size-16" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <p className="truncate text-sm font-medium text-ink">{item.name || t("capture.photo")}</p>
                <UploadItemStatus status={item.status} progress={item.progress} progressLabel={t("capture.progress", { name: item.name })} statusLabel={(s) => t(`status.${s}`)} messages={messages} score={item.photo ? { value: item.photo.score, label: t("capture.score", { score: item.photo.score }) } : null} error={item.error} messagesTestId="phone-photo-messages" />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
