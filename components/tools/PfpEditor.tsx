"use client";
// The profile-picture maker's editor (components/tools/PfpMaker.tsx): the preview is the server's own PNG
// at 400 px for the chosen options (dragged to move the person), then the shape, colours, zoom and
// position, and the downloads. Strings come from the maker as `labels`.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { buttonClassName } from "@/components/ui/button-styles";
import { track } from "@/lib/analytics/events";
import type { Locale } from "@/lib/i18n/config";
import { PFP_API, PFP_LIMITS, PFP_SIZES, PROFILE_SHAPES, type PfpOptions, type PfpRun } from "@/lib/tools/pfp/contract";
import { fill } from "./fill";
import type { PfpLabels } from "./PfpMaker";
import { ColourField } from "./SnippetParts";

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A colour field whose half-typed value ("#12") stays in the field: only a complete colour reaches the
 * options (and so the picture's address); the field is remounted when the editor starts over.
 */
function HexField({ label, picker, value, onChange }: { label: string; picker: string; value: string; onChange: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <ColourField
      label={label}
      pickerLabel={picker}
      value={draft}
      onChange={(v) => {
        setDraft(v);
        if (HEX.test(v)) onChange(v.toUpperCase());
      }}
    />
  );
}

function Slider({ label, value, min, max, step, onChange, testId, format }: { label: string; value: number; min: number; max: number; step: number; onChange: (v: number) => void; testId: string; format?: (v: number) => string }) {
  return (
    <label className="flex flex-col gap-1 text-sm text-ink">
      <span className="flex justify-between gap-2">
        <span>{label}</span>
        <span className="tabular-nums text-ink-soft">{format ? format(value) : value}</span>
      </span>
      <input type="range" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId} />
    </label>
  );
}

export function PfpEditor({ run, options, setOptions, labels, locale, onExpired, onStartOver }: {
  run: PfpRun;
  options: PfpOptions;
  setOptions: (update: (o: PfpOptions) => PfpOptions) => void;
  labels: PfpLabels;
  locale: Locale;
  onExpired: () => void;
  onStartOver: () => void;
}) {
  const set = <K extends keyof PfpOptions>(key: K, value: PfpOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const current = options;
  const wanted = PFP_API.png(run.id, current, 400);
  // The preview follows the options a quarter of a second after they stop changing.
  const [shown, setShown] = useState(wanted);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (wanted === shown) return;
    const timer = setTimeout(() => {
      setShown(wanted);
      setLoading(true);
    }, 250);
    return () => clearTimeout(timer);
  }, [wanted, shown]);

  // An image error says nothing about why: ask once whether the run is still there (a 404 forgets it).
  async function onPreviewError() {
    setLoading(false);
    const res = await fetch(shown, { method: "GET", credentials: "same-origin" }).catch(() => null);
    if (res?.status === 404) return onExpired();
    setFailed(true);
  }

  // Dragging the preview moves the person: a pointer's travel over the preview's width maps onto x/y
  // (each -1..1 is a quarter of the side either way).
  const drag = useRef<{ x: number; y: number; ox: number; oy: number; w: number } | null>(null);
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, ox: options.x, oy: options.y, w: e.currentTarget.getBoundingClientRect().width || 1 };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const clamp = (v: number) => Math.max(-1, Math.min(1, Math.round(v * 100) / 100));
    setOptions((o) => ({ ...o, x: clamp(d.ox + ((e.clientX - d.x) / d.w) * 4), y: clamp(d.oy + ((e.clientY - d.y) / d.w) * 4) }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const expires = new Intl.DateTimeFormat(locale, { weekday: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(run.expiresAt));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,400px)]" data-testid="pfp-editor">
      <div className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-ink">{labels.shape}</legend>
          <div className="flex flex-wrap gap-4">
            {PROFILE_SHAPES.map((shape) => (
              <label key={shape} className="flex items-center gap-2 text-sm text-ink">
                <input type="radio" name="pfp-shape" value={shape} checked={options.shape === shape} onChange={() => set("shape", shape)} data-testid={`pfp-shape-${shape}`} />
                {labels.shapes[shape]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-ink">{labels.ring}</legend>
          <HexField label={labels.ringColor} picker={labels.picker} value={options.ring} onChange={(v) => set("ring", v)} />
          <Slider label={labels.ringWidth} value={options.ringWidth} min={0} max={PFP_LIMITS.maxRingWidth} step={0.5} onChange={(v) => set("ringWidth", v)} testId="pfp-ring-width" format={(v) => `${v} %`} />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-ink">{labels.background}</legend>
          <div className="flex flex-wrap gap-4">
            {(["solid", "gradient", "none"] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-ink">
                <input type="radio" name="pfp-background" value={kind} checked={options.background === kind} onChange={() => set("background", kind)} data-testid={`pfp-bg-${kind}`} />
                {labels.backgrounds[kind]}
              </label>
            ))}
          </div>
          {options.background === "solid" && <HexField label={labels.color} picker={labels.picker} value={options.color} onChange={(v) => set("color", v)} />}
          {options.background === "gradient" && (
            <>
              <HexField label={labels.gradientFrom} picker={labels.picker} value={options.gradientFrom} onChange={(v) => set("gradientFrom", v)} />
              <HexField label={labels.gradientTo} picker={labels.picker} value={options.gradientTo} onChange={(v) => set("gradientTo", v)} />
              <Slider label={labels.angle} value={options.angle} min={0} max={PFP_LIMITS.maxAngle} step={5} onChange={(v) => set("angle", v)} testId="pfp-angle" format={(v) => `${v}°`} />
            </>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-ink">{labels.position}</legend>
          <Slider label={labels.zoom} value={options.zoom} min={PFP_LIMITS.minZoom} max={PFP_LIMITS.maxZoom} step={0.05} onChange={(v) => set("zoom", v)} testId="pfp-zoom" format={(v) => `${v.toFixed(2)}×`} />
          <Slider label={labels.x} value={options.x} min={-1} max={1} step={0.05} onChange={(v) => set("x", v)} testId="pfp-x" format={(v) => v.toFixed(2)} />
          <Slider label={labels.y} value={options.y} min={-1} max={1} step={0.05} onChange={(v) => set("y", v)} testId="pfp-y" format={(v) => v.toFixed(2)} />
          <p className="text-sm text-ink-soft">{labels.dragHint}</p>
          <div>
            <button type="button" className={buttonClassName({ variant: "secondary", size: "sm" })} onClick={() => setOptions((o) => ({ ...o, zoom: 1, x: 0, y: 0 }))}>{labels.reset}</button>
          </div>
        </fieldset>
      </div>

      <div className="flex flex-col gap-4">
        <p className="font-medium text-ink">{labels.editor}</p>
        <div
          className="relative aspect-square w-full max-w-[400px] cursor-grab touch-none select-none rounded-xl bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:24px_24px] active:cursor-grabbing"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {/* The server's own picture: exactly what the downloads will be. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a per-visitor PNG from the API, not an optimisable asset */}
          <img
            src={shown}
            alt={labels.preview}
            width={400}
            height={400}
            draggable={false}
            className="size-full"
            onLoad={() => {
              setLoading(false);
              setFailed(false);
            }}
            onError={onPreviewError}
            data-testid="pfp-preview"
          />
          {loading && <span className="absolute bottom-2 left-2 rounded bg-paper/90 px-2 py-1 text-xs text-ink-soft" role="status">{labels.previewLoading}</span>}
        </div>
        {failed && <p className="text-sm text-danger" role="alert">{labels.errors.preview}</p>}
        <div className="flex flex-col gap-2">
          <p className="font-medium text-ink">{labels.download}</p>
          <div className="flex flex-wrap gap-2">
            {PFP_SIZES.map((size) => (
              <a
                key={size}
                href={PFP_API.png(run.id, current, size, true)}
                download={`profile-picture-${size}.png`}
                className={buttonClassName({ variant: size === 1024 ? "primary" : "secondary" })}
                onClick={() => track("tool_used", { tool: "pfp", locale })}
                data-testid={`pfp-download-${size}`}
              >
                {fill(labels.downloadSize, { size })}
              </a>
            ))}
          </div>
        </div>
        <p className="text-sm text-ink-soft">{fill(labels.expires, { time: expires })}</p>
        <div>
          <button type="button" className={buttonClassName({ variant: "ghost", size: "sm" })} onClick={onStartOver} data-testid="pfp-start-over">{labels.startOver}</button>
        </div>
      </div>
    </div>
  );
}
