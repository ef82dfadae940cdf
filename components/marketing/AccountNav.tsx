"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { forgetAccount, usePublicAccount } from "./account-client";

const navLink = "rounded-md px-3 py-1.5 text-sm font-medium text-ink-soft hover:bg-mist hover:text-ink";

/**
 * The cached public pages' header island: the page is the same for everyone, so who is signed in is
 * asked in the browser, once per page view (account-client.ts). Until the answer, and for everyone
 * signed out, it shows `children` (the log-in and sign-up links, rendered on the server).
 */
export function AccountNav({ logout, children }: { logout: () => Promise<void>; children: ReactNode }) {
  const t = useTranslations("Nav");
  const account = usePublicAccount();
  if (!account) return <>{children}</>;
  return (
    <>
      <Link href="/app" className={`${navLink} whitespace-nowrap`}>{t("myHeadshots")}</Link>
      {account.team === "lead" && <Link href="/app/admin/members" className={`${navLink} whitespace-nowrap`} data-testid="nav-team">{t("team")}</Link>}
      {account.team === "member" && <Link href="/team-member" className={`${navLink} whitespace-nowrap`} data-testid="nav-team">{t("myTeam")}</Link>}
      {account.admin && <Link href="/admin" className={navLink}>{t("backOffice")}</Link>}
      <span className="hidden px-2 text-sm text-ink-soft xl:inline" data-testid="signed-in-as">{account.email}</span>
      <form action={logout} onSubmit={forgetAccount}>
        <button type="submit" data-testid="logout" className={navLink}>{t("logout")}</button>
      </form>
    </>
  );
}
