"use client";
// The profile-picture maker's island (/tools/free-pfp-generator): a photo (file or camera) and the
// consent, the upload (the server runs the quality gate and cuts the person out), then the editor (PfpEditor.tsx) whose
// preview is the server's own PNG at 400 px for the chosen options, and the downloads at 400, 800 and
// 1024 px. The run id and the options are kept in localStorage, so a reload resumes the editor until
// the cut-out expires. Strings come from the page as `labels` (no next-intl here).
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";
import type { RecaptchaConfig } from "@/components/auth/recaptcha";
import type { GetToken } from "@/components/contact/ContactRecaptcha";
import { buttonClassName } from "@/components/ui/button-styles";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { DEFAULT_PFP_OPTIONS, PFP_API, PFP_LIMITS, type PfpOptions, type PfpRun } from "@/lib/tools/pfp/contract";
import { fill } from "./fill";
import { PfpEditor } from "./PfpEditor";

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
        <PfpEditor run={run} options={options} setOptions={setOptions} labels={labels} locale={locale} onExpired={onExpired} onStartOver={startOver} />
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
