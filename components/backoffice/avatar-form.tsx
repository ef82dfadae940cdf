"use client";
// /admin/avatar's "new preview face" form: a photo, its name, and the square crop box (x, y, side in the
// photo's own pixels, upright as the browser shows it). The numbers can be typed; once a photo is
// chosen it is shown with the box on it, which follows a click or a drag, and a slider sets its side.
// The server checks the box again (lib/backoffice/styles/avatars.ts cropBox).
import { useLocale } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { useActionMessage } from "@/components/ui/form-alert";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import type { FormAction } from "@/lib/http/action";

type Labels = { name: string; photo: string; photoHint: string; x: string; y: string; size: string; cropHint: string; submit: string; done: string };
type Box = { x: number; y: number; size: number };

const SHOWN = 320;

export function AvatarForm({ action, labels, accept }: { action: FormAction; labels: Labels; accept: string }) {
  const locale = useLocale();
  const message = useActionMessage("BackofficeStyles", "Backoffice");
  const { state, run, pending, fieldErrors } = useRefreshingAction(action);
  const [url, setUrl] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const dragging = useRef(false);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  // Once the face is added, the form starts afresh (React resets the file input and the name).
  useEffect(() => {
    if (!state.ok) return;
    setUrl(null);
    setNatural(null);
    setBox(null);
  }, [state]);
  const error = (name: string) => (fieldErrors[name] ? message(fieldErrors[name]!) : undefined);
  const scale = natural ? SHOWN / Math.max(natural.width, natural.height) : 1;

  const moveTo = (clientX: number, clientY: number, target: HTMLElement) => {
    if (!natural || !box) return;
    const rect = target.getBoundingClientRect();
    const cx = (clientX - rect.left) / scale;
    const cy = (clientY - rect.top) / scale;
    const clamp = (v: number, max: number) => Math.max(0, Math.min(Math.round(v), max));
    setBox({ ...box, x: clamp(cx - box.size / 2, natural.width - box.size), y: clamp(cy - box.size / 2, natural.height - box.size) });
  };
  const number = (name: keyof Box, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={error(name)}>
      {(id) => (
        <input id={id} name={name} type="number" min={0} step={1} className={inputClass} value={box ? box[name] : ""}
          onChange={(e) => setBox({ ...(box ?? { x: 0, y: 0, size: 0 }), [name]: Number(e.target.value) || 0 })} />
      )}
    </Field>
  );

  return (
    <form action={run} className="flex max-w-xl flex-col gap-4" data-testid="avatar-form">
      <input type="hidden" name="locale" value={locale} />
      <Field label={labels.name} error={error("name")}>
        {(id) => <input id={id} name="name" required maxLength={80} className={inputClass} />}
      </Field>
      <Field label={labels.photo} hint={labels.photoHint} error={error("photo")}>
        {(id) => (
          <input id={id} name="photo" type="file" accept={accept} required className="text-sm" data-testid="file-photo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setNatural(null);
              setBox(null);
              setUrl(file ? URL.createObjectURL(file) : null);
            }} />
        )}
      </Field>
      {url && (
        <div className="relative touch-none select-none self-start overflow-hidden rounded border border-line" data-testid="avatar-crop"
          onPointerDown={(e) => { dragging.current = true; e.currentTarget.setPointerCapture(e.pointerId); moveTo(e.clientX, e.clientY, e.currentTarget); }}
          onPointerMove={(e) => dragging.current && moveTo(e.clientX, e.clientY, e.currentTarget)}
          onPointerUp={() => { dragging.current = false; }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own photo, shown from its object URL before upload */}
          <img src={url} alt="" draggable={false} style={natural ? { width: natural.width * scale, height: natural.height * scale } : { maxWidth: SHOWN, maxHeight: SHOWN }}
            onLoad={(e) => {
              const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
              const side = Math.min(width, height);
              setNatural({ width, height });
              setBox({ x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), size: side });
            }} />
          {natural && box && (
            <span aria-hidden className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
              style={{ left: box.x * scale, top: box.y * scale, width: box.size * scale, height: box.size * scale }} />
          )}
        </div>
      )}
      {natural && box && (
        <input type="range" aria-label={labels.size} min={128} max={Math.min(natural.width, natural.height)} step={1} value={box.size}
          onChange={(e) => {
            const size = Number(e.target.value);
            setBox({ size, x: Math.min(box.x, natural.width - size), y: Math.min(box.y, natural.height - size) });
          }} />
      )}
      <div className="grid grid-cols-3 gap-3">
        {number("x", labels.x)}
        {number("y", labels.y)}
        {number("size", labels.size)}
      </div>
      <p className="text-sm text-ink-soft">{labels.cropHint}</p>
      <div className="flex flex-col gap-1">
        <div><Button type="submit" loading={pending}>{labels.submit}</Button></div>
        {state.error && <p role="alert" className="max-w-md text-sm text-danger">{message(state.error, state.errorValues)}</p>}
        {state.ok && <p role="status" className="max-w-md text-sm text-success">{labels.done}</p>}
      </div>
    </form>
  );
}
