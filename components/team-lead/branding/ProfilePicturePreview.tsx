"use client";
// The template editor's live preview, drawn by the browser from the same config the server renders
// (lib/teams/branding/config.ts): shape, size, background (a checkerboard for transparency), border,
// logo placement and greyscale, over one of the team's headshots (the person cut out once by the
// server, /api/team/branding/sample) or an outline while nobody has headshots yet.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { backgroundColorOf, borderPixels, logoBox, roundedRadius, type PfpConfig } from "@/lib/teams/branding/config";

const BOX = 256;
const CHECKER = "repeating-conic-gradient(#d4d4d4 0% 25%, #ffffff 0% 50%) 50% / 16px 16px";

export type PreviewSample = { cutout: string; photo: string } | null;

/** The outline shown without a headshot: head and shoulders. */
function Outline({ grey }: { grey: boolean }) {
  return (
    <svg viewBox="0 0 100 100" className="absolute inset-0 h-full w-full" aria-hidden="true">
      <g fill={grey ? "#6b6b6b" : "#5b6b7f"}>
        <circle cx="50" cy="40" r="17" />
        <path d="M14 100 C16 74 32 63 50 63 C68 63 84 74 86 100 Z" />
      </g>
    </svg>
  );
}

export function ProfilePicturePreview({ config, brandColors, logoUrl, sample: given }: { config: PfpConfig; brandColors: string[]; logoUrl: string | null; sample: PreviewSample }) {
  const t = useTranslations("TeamBranding.preview");
  // A sample the server could not make (no face found in it, say): the outline instead.
  const [broken, setBroken] = useState(false);
  const sample = broken ? null : given;
  const k = BOX / config.size;
  const radius = config.shape === "circle" ? "50%" : config.shape === "rounded" ? `${roundedRadius(config.size) * k}px` : "0";
  const color = backgroundColorOf(config, brandColors);
  const grey = config.greyscale ? "grayscale(1)" : undefined;
  const border = borderPixels(config) * k;
  const box = logoBox(config);
  const person = config.background === "original" ? sample?.photo : sample?.cutout;
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        role="img"
        aria-label={t("label")}
        data-testid="pfp-preview"
        data-shape={config.shape}
        data-background={config.background}
        className="relative overflow-hidden rounded-lg border border-line"
        style={{ width: BOX, height: BOX, background: CHECKER }}
      >
        <div className="absolute inset-0 overflow-hidden" style={{ borderRadius: radius, background: color ?? undefined }}>
          {config.background === "blurred" && sample && (
            // eslint-disable-next-line @next/next/no-img-element -- a same-origin PNG made for this preview
            <img src={sample.photo} alt="" onError={() => setBroken(true)} className="absolute inset-0 h-full w-full scale-110 object-cover" style={{ filter: [grey, "blur(6px)"].filter(Boolean).join(" ") }} />
          )}
          {person ? (
            // eslint-disable-next-line @next/next/no-img-element -- a same-origin PNG made for this preview
            <img src={person} alt="" onError={() => setBroken(true)} className="absolute inset-0 h-full w-full object-cover" style={{ filter: grey }} />
          ) : (
            <Outline grey={config.greyscale} />
          )}
          {border > 0 && <div className="absolute inset-0" style={{ borderRadius: radius, boxShadow: `inset 0 0 0 ${border}px ${config.borderColor}` }} />}
        </div>
        {box && logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a signed, expiring storage URL
          <img
            src={logoUrl}
            alt=""
            data-testid="pfp-preview-logo"
            className="absolute object-contain"
            style={{ left: box.left * k, top: box.top * k, width: box.side * k, height: box.side * k }}
          />
        )}
      </div>
      <figcaption className="text-center text-sm text-ink-soft">
        <span className="font-medium text-ink" data-testid="pfp-preview-size">{t("size", { size: config.size })}</span>
        <br />
        {sample ? t("sampleNote") : t("noSample")}
      </figcaption>
    </figure>
  );
}
