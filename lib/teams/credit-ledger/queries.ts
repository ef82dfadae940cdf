// The credits page (/app/admin/credits): the organisation's balance and its ledger a page at a time,
// newest first (lib/teams/credits.ts creditLedger), for a lead or owner of a team whose wizard is done.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { creditBalance, creditLedger, type CreditBalance, type LedgerRow } from "../credits";
import { requireTeam } from "../organization";
import type { CreditLedgerQuery } from "./schemas";

export type CreditsOverview = CreditBalance & { used: number; bought: number };

export type CreditsPageData =
  | { kind: "open"; organizationId: string; name: string; overview: CreditsOverview; page: Page<LedgerRow> }
  /** The person's team is still in its wizard: the page sends them back to it. */
  | { kind: "setup" };

/**
 * The credits page of `userId`'s organisation. A member (or someone with no team) is refused by
 * requireTeam (FORBIDDEN / NOT_FOUND); the route guard already keeps members out.
 */
export async function loadCreditsPage(db: PrismaClient, userId: string, query: CreditLedgerQuery): Promise<CreditsPageData> {
  const team = await requireTeam(db, userId, "credits.read");
  if (!team.setupComplete) return { kind: "setup" };
  const [balance, ledger] = await Promise.all([creditBalance(db, team.organizationId), creditLedger(db, team.organizationId, paginate(query))]);
  return {
    kind: "open",
    organizationId: team.organizationId,
    name: team.name,
    overview: { ...balance, used: ledger.used, bought: ledger.bought },
    page: toPage(ledger.rows, ledger.total, query),
  };
}
