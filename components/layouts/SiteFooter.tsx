import { getTranslations } from "next-intl/server";
import { CookieSettingsButton } from "@/components/analytics/CookieSettingsButton";
import { Link } from "@/i18n/link";

/** The customer-facing footer. The design system (/design-system) is ours, not linked for customers. */
export async function SiteFooter() {
  const [t, consent] = await Promise.all([getTranslations("Footer"), getTranslations("Consent")]);
  return (
    <footer className="mt-auto border-t border-line bg-mist">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
        <p>{t("tagline")}</p>
        <nav aria-label={t("nav")} className="flex flex-wrap gap-4">
          <Link href="/pricing" className="hover:text-ink">{t("pricing")}</Link>
          <Link href="/studio" className="hover:text-ink">{t("studio")}</Link>
          <Link href="/profile" className="hover:text-ink">{t("account")}</Link>
          <Link href="/redeem" className="hover:text-ink">{t("redeem")}</Link>
          <Link href="/app/invites" className="hover:text-ink">{t("invite")}</Link>
          <Link href="/app/feedback" className="hover:text-ink">{t("feedback")}</Link>
          <Link href="/legal/terms" className="hover:text-ink">{t("terms")}</Link>
          <Link href="/legal/privacy" className="hover:text-ink">{t("privacy")}</Link>
          <CookieSettingsButton label={consent("footerButton")} className="hover:text-ink" />
        </nav>
        <p>© {new Date().getUTCFullYear()} Lumen</p>
      </div>
    </footer>
  );
}
