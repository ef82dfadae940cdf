import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ProfileNav } from "@/components/account/ProfileNav";

/** Every /profile page: the account sub-navigation beside the page. Each page guards itself. */
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("Profile.nav");
  const items = [
    { href: "/profile", label: t("profile") },
    { href: "/profile/invoices", label: t("invoices") },
    { href: "/profile/refund", label: t("refunds") },
    { href: "/app/invites", label: t("invites") },
  ];
  return (
    <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
      <aside>
        <ProfileNav label={t("label")} items={items} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
