"use client";
// Pieces the snippet tools' islands share (SignatureGenerator, TeamPageGenerator): a colour field
// (#rrggbb typed or picked) and a copy button that says when it copied. Strings come as props.
import { useEffect, useRef, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { buttonClassName } from "@/components/ui/button-styles";

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColourField({ label, pickerLabel, value, error, onChange }: { label: string; pickerLabel: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Field label={label} error={error}>
      {(id) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={pickerLabel}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-paper p-1"
            value={HEX.test(value) ? value.toLowerCase() : "#000000"}
            onChange={(e) => onChange(e.target.value)}
          />
          <input
            id={id}
            className={`${inputClass} w-full font-mono`}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </Field>
  );
}

type CopyState = "idle" | "copied" | "failed";

/** A button that runs `copy` and shows `copied` (or `failed`) for two seconds, announced to screen readers. */
export function CopyAction({ label, copiedLabel, failedLabel, copy, disabled, testId, variant = "primary", onCopied }: {
  label: string;
  copiedLabel: string;
  failedLabel: string;
  copy: () => Promise<boolean>;
  disabled?: boolean;
  testId: string;
  variant?: "primary" | "secondary";
  /** Called after a successful copy (the tool's "tool_used" event). */
  onCopied?: () => void;
}) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run() {
    const ok = await copy();
    if (ok) onCopied?.();
    setState(ok ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" data-testid={testId} data-state={state} disabled={disabled} onClick={run} className={buttonClassName({ variant })}>
        {state === "copied" ? copiedLabel : label}
      </button>
      <span aria-live="polite" className={state === "failed" ? "text-sm text-danger" : "sr-only"}>
        {state === "copied" ? copiedLabel : state === "failed" ? failedLabel : ""}
      </span>
    </span>
  );
}
