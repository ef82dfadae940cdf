"use client";

import type { MouseEvent } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/link";
import { useRouter } from "@/i18n/navigation";
import { buttonClassName, buttonIconSize, type ButtonSize, type ButtonVariant } from "./button-styles";
import { Icon } from "./icons";

export interface BackButtonProps {
  /** Where to go when there is no page to go back to (a fresh tab, a shared link). */
  fallbackHref?: string;
  /** Button text; defaults to "Back". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Goes back in history when the visitor came from a page of ours, else to `fallbackHref`.
 * It is a real link to the fallback, so it works before hydration and opens in a new tab. */
export function BackButton({ fallbackHref = "/", label, variant = "ghost", size = "md", className }: BackButtonProps) {
  const t = useTranslations("UI");
  const router = useRouter();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (cameFromThisSite()) {
      event.preventDefault();
      router.back();
    }
  };

  return (
    <Link href={fallbackHref} onClick={onClick} className={buttonClassName({ variant, size, className })}>
      <Icon name="chevron-left" size={buttonIconSize[size]} className="-ml-1" />
      {label ?? t("back")}
    </Link>
  );
}

function cameFromThisSite(): boolean {
  if (window.history.length <= 1 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
