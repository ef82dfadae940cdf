"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClassName, buttonIconSize, type ButtonSize, type ButtonVariant } from "./button-styles";
import { Icon } from "./icons";

/** How long the "Copied" confirmation stays before the button returns to its label. */
export const COPY_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Button text; defaults to "Copy". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  onCopied?: () => void;
}

type CopyState = "idle" | "copied" | "failed";

export function CopyButton({ value, label, variant = "secondary", size = "md", fullWidth, className, onCopied }: CopyButtonProps) {
  const t = useTranslations("UI");
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
      onCopied?.();
    } catch {
      // No clipboard permission, or an insecure context (plain http).
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
  };

  const px = buttonIconSize[size];
  return (
    <span className={fullWidth ? "block" : "inline-flex flex-col items-start"}>
      <button type="button" onClick={copy} className={buttonClassName({ variant, size, fullWidth, className })}>
        <Icon name={state === "copied" ? "check" : "copy"} size={px} className={state === "copied" ? "text-success" : undefined} />
        {state === "copied" ? t("copied") : (label ?? t("copy"))}
      </button>
      {/* Announced politely, so screen-reader users hear the result without losing their place. */}
      <span role="status" className={state === "failed" ? "mt-1 text-xs text-danger" : "sr-only"}>
        {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : ""}
      </span>
    </span>
  );
}
