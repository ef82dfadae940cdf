import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { headerAccount } from "@/lib/account/header";
import { LanguageSwitcher } from "@/components/shell/LanguageSwitcher";
import { Logo } from "./Logo";
import { LogoutButton } from "./LogoutButton";

const navLink = "rounded-md px-3 py-1.5 text-sm font-medium text-ink-soft hover:bg-mist hover:text-ink";

export async function SiteHeader() {
  const [t, user] = await Promise.all([getTranslations("Nav"), headerAccount()]);
  return (
    <header className="border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t("main")} className="flex items-center gap-1">
          {user ? (
            <>
              <Link href="/app" className={`${navLink} whitespace-nowrap`}>{t("myHeadshots")}</Link>
              {/* The team side: a team lead's area, a member's own page (neither is linked from anywhere else). */}
              {user.team === "lead" && <Link href="/app/admin/members" className={`${navLink} whitespace-nowrap`} data-testid="nav-team">{t("team")}</Link>}
              {user.team === "member" && <Link href="/team-member" className={`${navLink} whitespace-nowrap`} data-testid="nav-team">{t("myTeam")}</Link>}
              {/* On a phone these two live in the footer: the header keeps to one line. */}
              <Link href="/studio" className={`${navLink} hidden sm:inline`}>{t("studio")}</Link>
              <Link href="/profile" className={`${navLink} hidden sm:inline`}>{t("account")}</Link>
              {user.admin && <Link href="/admin" className={navLink}>{t("backOffice")}</Link>}
              <span className="hidden px-2 text-sm text-ink-soft lg:inline" data-testid="signed-in-as">{user.email}</span>
              <LogoutButton />
            </>
          ) : (
            <>
              <Link href="/auth/login" className={navLink}>{t("login")}</Link>
              <Link href="/auth/signup" className="rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-strong">
                {t("signup")}
              </Link>
            </>
          )}
          <span className="ml-2"><LanguageSwitcher /></span>
        </nav>
      </div>
    </header>
  );
}
