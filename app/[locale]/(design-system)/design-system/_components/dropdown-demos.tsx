"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Dropdown, type DropdownItem } from "@/components/ui";

/** The live dropdowns; they need client-side callbacks, so they live in one client component. */
export function DropdownDemos({ section }: { section: "basic" | "end" | "disabled" | "links" }) {
  const t = useTranslations("DesignSystem.dropdown");
  const [chosen, setChosen] = useState<string | null>(null);

  const sets: Record<typeof section, { label: string; items: DropdownItem[] }> = {
    basic: {
      label: t("basic.trigger"),
      items: [
        { id: "download", label: t("items.download"), icon: "download" },
        { id: "share", label: t("items.share"), icon: "share" },
        { id: "favourite", label: t("items.favourite"), icon: "heart" },
        { id: "rename", label: t("items.rename"), icon: "edit" },
        { id: "delete", label: t("items.delete"), icon: "trash", tone: "danger" },
      ],
    },
    end: {
      label: t("end.trigger"),
      items: [
        { id: "settings", label: t("items.settings"), icon: "settings" },
        { id: "invite", label: t("items.invite"), icon: "users" },
        { id: "logout", label: t("items.logout"), icon: "logout" },
      ],
    },
    disabled: {
      label: t("disabled.trigger"),
      items: [
        { id: "jpg", label: t("items.jpg"), icon: "image" },
        { id: "png", label: t("items.png"), icon: "image" },
        { id: "print", label: t("items.print"), icon: "lock", disabled: true },
        { id: "zip", label: t("items.zip"), icon: "download" },
      ],
    },
    links: {
      label: t("links.trigger"),
      items: [
        { id: "shoots", label: t("items.shoots"), icon: "image", href: "/app" },
        { id: "profile", label: t("items.profile"), icon: "user", href: "/profile" },
        { id: "invoices", label: t("items.invoices"), icon: "credit-card", href: "/profile/invoices" },
        { id: "help", label: t("items.help"), icon: "external-link", href: "https://www.linkedin.com" },
      ],
    },
  };
  const { label, items } = sets[section];
  const chosenLabel = items.find((item) => item.id === chosen)?.label;

  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-4">
      {section === "end" ? (
        <>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {chosenLabel ? t("chosen", { item: chosenLabel }) : t("nothingChosen")}
          </p>
          <Dropdown label={label} items={items} align="end" iconOnly="menu" variant="ghost" onSelect={setChosen} />
        </>
      ) : (
        <>
          <Dropdown label={label} items={items} variant={section === "basic" ? "primary" : "secondary"} onSelect={setChosen} />
          {section !== "links" && (
            <p className="text-sm text-ink-soft" aria-live="polite">
              {chosenLabel ? t("chosen", { item: chosenLabel }) : t("nothingChosen")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
