"use client";
// The profile-picture maker's island (/tools/free-pfp-generator): a photo (file or camera) and the
// consent, the upload (the server runs the quality gate and cuts the person out), then the editor whose
// preview is the server's own PNG at 400 px for the chosen options, and the downloads at 400, 800 and
// 1024 px. The run id and the options are kept in localStorage, so a reload resumes the editor until
// the cut-out expires. Strings come from the page as `labels` (no next-intl here).
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type PointerEvent as ReactPointerEvent } from "react";
import type { RecaptchaConfig } from "@/components/auth/recaptcha";
import type { GetToken } from "@/components/contact/ContactRecaptcha";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import { track } from "@/lib/analytics/events";
import type { Locale } from "@/lib/i18n/config";
import { DEFAULT_PFP_OPTIONS, PFP_API, PFP_LIMITS, PFP_SIZES, PROFILE_SHAPES, type PfpOptions, type PfpRun } from "@/lib/tools/pfp/contract";
import { ColourField } from "./SnippetParts";

// Google's script only once someone is about to upload (the contact form's loader, reused).
const ContactRecaptcha = dynamic(() => import("@/components/contact/ContactRecaptcha"), { ssr: false });

export type PfpLabels = {
  photo: string;
  photoHint: string;
  choose: string;
  camera: string;
  consent: string;
  privacy: string;
  upload: string;
  uploading: string;
  startOver: string;
  editor: string;
  shape: string;
  shapes: Record<PfpOptions["shape"], string>;
  ring: string;
  ringColor: string;
  ringWidth: string;
  background: string;
  backgrounds: Record<PfpOptions["background"], string>;
  color: string;
  gradientFrom: string;
  gradientTo: string;
  angle: string;
  zoom: string;
  position: string;
  x: string;
  y: string;
  dragHint: string;
  reset: string;
  preview: string;
  previewLoading: string;
  download: string;
  /** "PNG, {size} px" */
  downloadSize: string;
  /** "… until {time} …" */
  expires: string;
  picker: string;
  errors: {
    consent: string;
    noPhoto: string;
    tooBig: string;
    refused: string;
    /** "… {limit} … {time}." */
    limit: string;
    recaptcha: string;
    generic: string;
    preview: string;
    expired: string;
  };
};

const STORE_KEY = "lumen.pfp";
const HEX = /^#[0-9A-Fa-f]{6}$/;

type Saved = { run: PfpRun; options: PfpOptions };
type Problem = { message: string; reasons?: string[] };

function loadSaved(): Saved | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? "null") as Saved | null;
    if (!saved?.run?.id || new Date(saved.run.expiresAt).getTime() <= Date.now()) return null;
    return { run: saved.run, options: { ...DEFAULT_PFP_OPTIONS, ...saved.options } };
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    localStorage.removeItem(STORE_KEY);
  } catch {
    // Storage may be off (private mode): nothing was kept then.
  }
}

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

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export function PfpMaker({ locale, labels, recaptcha }: { locale: Locale; labels: PfpLabels; recaptcha: RecaptchaConfig }) {
  const [run, setRun] = useState<PfpRun | null>(null);
  const [options, setOptions] = useState<PfpOptions>(DEFAULT_PFP_OPTIONS);
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [armed, setArmed] = useState(false);
  const getToken = useRef<GetToken | null>(null);
  const onToken = useCallback((get: GetToken) => {
    getToken.current = get;
  }, []);

  // Resume after a reload (read once the page is interactive: the server's HTML is the same for everyone).
  useEffect(() => {
    const saved = loadSaved();
    if (!saved) {
      forget();
      return;
    }
    setRun(saved.run);
    setOptions(saved.options);
  }, []);

  useEffect(() => {
    if (!run) return;
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({ run, options } satisfies Saved));
    } catch {
      // Storage may be off: the editor still works, a reload starts over.
    }
  }, [run, options]);

  const startOver = useCallback(() => {
    forget();
    setRun(null);
    setOptions(DEFAULT_PFP_OPTIONS);
    setFile(null);
    setProblem(null);
  }, []);

  const onExpired = useCallback(() => {
    startOver();
    setProblem({ message: labels.errors.expired });
  }, [labels.errors.expired, startOver]);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = "";
    setProblem(null);
    if (recaptcha && !armed) setArmed(true);
    if (chosen && chosen.size > PFP_LIMITS.maxPhotoBytes) {
      setFile(null);
      setProblem({ message: fill(labels.errors.tooBig, { maxMb: PFP_LIMITS.maxPhotoBytes / 1024 / 1024 }) });
      return;
    }
    setFile(chosen);
  }

  async function token(): Promise<string | null> {
    if (!recaptcha) return null;
    // Google's script may still be loading: ask again for up to 10 seconds.
    const until = Date.now() + 10_000;
    for (;;) {
      try {
        const t = getToken.current ? await getToken.current("free_pfp") : null;
        if (t || Date.now() > until) return t;
      } catch {
        if (Date.now() > until) return null;
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  async function upload() {
    if (!file) return setProblem({ message: labels.errors.noPhoto });
    if (!consent) return setProblem({ message: labels.errors.consent });
    setBusy(true);
    setProblem(null);
    try {
      const form = new FormData();
      form.set("photo", file);
      form.set("consent", "1");
      form.set("locale", locale);
      const recaptchaToken = await token();
      if (recaptcha && !recaptchaToken) return setProblem({ message: labels.errors.recaptcha });
      if (recaptchaToken) form.set("recaptchaToken", recaptchaToken);
      const res = await fetch(PFP_API.create, { method: "POST", body: form, credentials: "same-origin" });
      const body = (await res.json().catch(() => null)) as (PfpRun & { error?: undefined }) | { error?: { code?: string; message?: string; reasons?: { message: string }[]; nextAt?: string; limit?: number } } | null;
      if (res.status === 201 && body && "id" in body) {
        setRun({ id: body.id, expiresAt: body.expiresAt });
        setOptions(DEFAULT_PFP_OPTIONS);
        setFile(null);
        return;
      }
      const error = body?.error;
      if (error?.code === "PHOTO_REFUSED") return setProblem({ message: labels.errors.refused, reasons: (error.reasons ?? []).map((r) => r.message) });
      if (error?.code === "LIMIT_REACHED" && error.nextAt) {
        const time = new Intl.DateTimeFormat(locale, { weekday: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(error.nextAt));
        return setProblem({ message: fill(labels.errors.limit, { limit: error.limit ?? "", time }) });
      }
      if (res.status === 413) return setProblem({ message: fill(labels.errors.tooBig, { maxMb: PFP_LIMITS.maxPhotoBytes / 1024 / 1024 }) });
      setProblem({ message: error?.message ?? labels.errors.generic });
    } catch {
      setProblem({ message: labels.errors.generic });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="pfp-maker">
      {recaptcha && armed && <ContactRecaptcha config={recaptcha} onToken={onToken} />}
      {problem && (
        // Not the design system's Alert: it brings next-intl (its dismiss label) to the browser.
        <div role="alert" className="mb-6 rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm text-ink">
          <span data-testid="pfp-error">{problem.message}</span>
          {problem.reasons && problem.reasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5" data-testid="pfp-reasons">
              {problem.reasons.map((r) => <li key={r}>{r}</li>)}
            </ul>
          )}
        </div>
      )}
      {run ? (
        <Editor run={run} options={options} setOptions={setOptions} labels={labels} locale={locale} onExpired={onExpired} onStartOver={startOver} />
      ) : (
        <div className="flex max-w-xl flex-col gap-5 rounded-2xl border border-line p-6">
          <div>
            <p className="font-medium text-ink">{labels.photo}</p>
            <p className="mt-1 text-sm text-ink-soft">{fill(labels.photoHint, { maxMb: PFP_LIMITS.maxPhotoBytes / 1024 / 1024 })}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <label className={buttonClassName({ variant: "secondary" })}>
                {labels.choose}
                <input type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif" className="sr-only" onChange={choose} data-testid="pfp-file" />
              </label>
              <label className={buttonClassName({ variant: "secondary" })}>
                {labels.camera}
                <input type="file" accept="image/*" capture="user" className="sr-only" onChange={choose} data-testid="pfp-camera" />
              </label>
            </div>
            {file && <p className="mt-2 truncate text-sm text-ink" data-testid="pfp-file-name">{file.name}</p>}
          </div>
          <label className="flex items-start gap-3 text-sm text-ink">
            <input type="checkbox" className="mt-1 size-4" checked={consent} onChange={(e) => setConsent(e.target.checked)} data-testid="pfp-consent" />
            <span>
              {labels.consent}{" "}
              <Link href="/legal/privacy" className="underline" target="_blank">{labels.privacy}</Link>
            </span>
          </label>
          <div>
            <button type="button" className={buttonClassName({ size: "lg" })} onClick={upload} disabled={busy} aria-busy={busy} data-testid="pfp-upload">
              {busy ? labels.uploading : labels.upload}
            </button>
          </div>
        </div>
      )}
    </div>
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

function Editor({ run, options, setOptions, labels, locale, onExpired, onStartOver }: {
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
