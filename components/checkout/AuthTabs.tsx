"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";

/** Log in / Create account, side by side in the checkout; both forms come back to the checkout. */
export function AuthTabs({ login, signup }: { login: ReactNode; signup: ReactNode }) {
  const t = useTranslations("Checkout.auth");
  const [tab, setTab] = useState<"login" | "signup">("signup");
  const tabs = [
    { id: "signup", label: t("signup") },
    { id: "login", label: t("login") },
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label={t("title")} className="grid grid-cols-2 rounded-full border border-line bg-mist p-1">
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`checkout-tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`checkout-panel-${x.id}`}
            onClick={() => setTab(x.id)}
            className={cx("min-h-9 rounded-full px-3 text-sm font-medium transition-colors", tab === x.id ? "bg-paper text-ink shadow-sm" : "text-ink-soft hover:text-ink")}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="checkout-panel-signup" aria-labelledby="checkout-tab-signup" hidden={tab !== "signup"}>
        {signup}
        <p className="mt-3 text-xs text-ink-soft">{t("signupNote")}</p>
      </div>
      <div role="tabpanel" id="checkout-panel-login" aria-labelledby="checkout-tab-login" hidden={tab !== "login"}>
        {login}
      </div>
    </div>
  );
}
