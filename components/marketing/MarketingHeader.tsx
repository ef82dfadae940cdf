import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { Logo } from "@/components/layouts/Logo";
import { LanguageSwitcher } from "@/components/shell/LanguageSwitcher";
import { signOut } from "@/lib/auth";
import { isLocale, localizePath } from "@/lib/i18n/config";
import { AccountNav } from "./AccountNav";

const navLink = "rounded-md px-3 py-1.5 text-sm font-medium text-ink-soft hover:bg-mist hover:text-ink";

/** The public pages' header: the same HTML for everyone (cached); the account part is a client island. */
export async function MarketingHeader() {
  const [t, locale] = await Promise.all([getTranslations("Nav"), getLocale()]);
  async function logout() {
    "use server";
    const locale = await getLocale();
    await signOut({ redirectTo: localizePath("/", isLocale(locale) ? locale : "en") });
  }
  return (
    <header className="border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t("main")} className="flex items-center gap-1">
          <span className="hidden items-center gap-1 lg:flex">
            <Link href="/pricing" className={navLink}>{t("pricing")}</Link>
            <Link href="/company-headshots" className={`${navLink} whitespace-nowrap`}>{t("teams")}</Link>
            <Link href="/headshot-types" className={navLink}>{t("styles")}</Link>
            <Link href="/reviews" className={navLink}>{t("reviews")}</Link>
            <Link href="/blog" className={navLink}>{t("blog")}</Link>
          </span>
          <AccountNav
            logout={logout}
            locale={isLocale(locale) ? locale : "en"}
            labels={{ myHeadshots: t("myHeadshots"), team: t("team"), myTeam: t("myTeam"), backOffice: t("backOffice"), logout: t("logout") }}
          >
            <Link href="/auth/login" className={`${navLink} whitespace-nowrap`}>{t("login")}</Link>
            <Link href="/auth/signup" className="whitespace-nowrap rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-strong">
              {t("signup")}
            </Link>
          </AccountNav>
          <span className="ml-2"><LanguageSwitcher /></span>
        </nav>
      </div>
    </header>
  );
}
