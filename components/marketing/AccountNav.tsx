"use client";

import type { ReactNode } from "react";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { forgetAccount, usePublicAccount } from "./account-client";

const navLink = "rounded-md px-3 py-1.5 text-sm font-medium text-ink-soft hover:bg-mist hover:text-ink";

export type AccountNavLabels = { myHeadshots: string; team: string; myTeam: string; backOffice: string; logout: string };

/**
 * The cached public pages' header island: the page is the same for everyone, so who is signed in is
 * asked in the browser, once per page view (account-client.ts). Until the answer, and for everyone
 * signed out, it shows `children` (the log-in and sign-up links, rendered on the server). Its strings
 * and language come from the server: no translation runtime in the browser. Its links are plain <a>:
 * a full page load into the app, which gets its own nonce-based Content-Security-Policy.
 */
export function AccountNav({ logout, locale, labels, children }: { logout: () => Promise<void>; locale: Locale; labels: AccountNavLabels; children: ReactNode }) {
  const account = usePublicAccount();
  if (!account) return <>{children}</>;
  const href = (path: string) => localizePath(path, locale);
  return (
    <>
      <a href={href("/app")} className={`${navLink} whitespace-nowrap`}>{labels.myHeadshots}</a>
      {account.team === "lead" && <a href={href("/app/admin/members")} className={`${navLink} whitespace-nowrap`} data-testid="nav-team">{labels.team}</a>}
      {account.team === "member" && <a href={href("/team-member")} className={`${navLink} whitespace-nowrap`} data-testid="nav-team">{labels.myTeam}</a>}
      {account.admin && <a href={href("/admin")} className={navLink}>{labels.backOffice}</a>}
      <span className="hidden px-2 text-sm text-ink-soft xl:inline" data-testid="signed-in-as">{account.email}</span>
      <form action={logout} onSubmit={forgetAccount}>
        <button type="submit" data-testid="logout" className={navLink}>{labels.logout}</button>
      </form>
    </>
  );
}
