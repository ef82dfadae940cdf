"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/** The visitor as the cached public pages' islands see it (lib/account/header.ts publicAccount). */
export type PublicAccount = { email: string | null | undefined; admin: boolean; team: "lead" | "member" | null; blockedBuyHref: string | null; viewingAs: string | null };

// One request per page view, shared by every island on the page (the header, the buy buttons). A new
// path asks again: signing in or out happens between page views.
let last: { path: string; answer: Promise<PublicAccount | null> } | null = null;

/** The visitor, asked once per page view (`path`: the page's address). */
export function loadAccount(path: string): Promise<PublicAccount | null> {
  if (last?.path !== path) {
    const answer = fetch("/api/account/header", { credentials: "same-origin", cache: "no-store" })
      .then((r) => (r.ok ? (r.json() as Promise<{ account?: PublicAccount | null }>) : null))
      .then((body) => body?.account ?? null)
      .catch(() => null);
    last = { path, answer };
  }
  return last.answer;
}

/** The signed-in visitor, null when signed out, undefined until known (islands show the signed-out version meanwhile). */
export function usePublicAccount(): PublicAccount | null | undefined {
  const path = usePathname();
  const [account, setAccount] = useState<PublicAccount | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadAccount(path).then((a) => live && setAccount(a));
    return () => {
      live = false;
    };
  }, [path]);
  return account;
}

/** Forget the answer (after logging out on this page). */
export function forgetAccount(): void {
  last = null;
}
