"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** JPEG quality of a photo taken in the page: high enough for the gate's sharpness check. */
const JPEG_QUALITY = 0.92;

/** The live front camera (mirrored, like a mirror) with a face outline, and a shutter that makes a JPEG. */
export function CameraView({ stream, disabled, onCapture }: { stream: MediaStream; disabled: boolean; onCapture: (photo: Blob) => void }) {
  const t = useTranslations("PhoneUpload.capture");
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.srcObject = stream;
    void el.play().catch(() => undefined);
    return () => {
      el.srcObject = null;
    };
  }, [stream]);

  const shoot = () => {
    const el = video.current;
    if (!el || !el.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    // The stored photo is the camera's own view, not the mirrored preview.
    canvas.getContext("2d")!.drawImage(el, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => blob && onCapture(blob), "image/jpeg", JPEG_QUALITY);
  };

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-[var(--radius-card)] bg-ink">
        <video ref={video} autoPlay playsInline muted aria-label={t("preview")} className="size-full -scale-x-100 object-cover" data-testid="camera-preview" />
        <svg viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false" className="pointer-events-none absolute inset-0 size-full text-white/70">
          <ellipse cx="150" cy="170" rx="78" ry="100" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="10 8" />
        </svg>
      </div>
      <Button type="button" size="lg" iconLeft="camera" onClick={shoot} disabled={disabled} fullWidth>{t("shutter")}</Button>
    </div>
  );
}
