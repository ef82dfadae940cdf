import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { TeamLeadLayout } from "@/components/layouts";

/** Every team lead page: the organisation's navigation beside the work area. */
export default async function Layout({ children }: { children: ReactNode }) {
  const t = await getTranslations("TeamLead.nav");
  const nav = [
    { href: "/app/admin/members", label: t("members") },
    { href: "/app/admin/results", label: t("results") },
    { href: "/app/admin/credits", label: t("credits") },
    { href: "/app/admin/join", label: t("join") },
  ];
  return <TeamLeadLayout nav={nav}>{children}</TeamLeadLayout>;
}
