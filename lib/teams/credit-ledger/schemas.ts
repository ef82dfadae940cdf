// The credits page's ledger list: its URL query (lib/lists/query.ts). Newest first, always.
import "server-only";
import { listQuery } from "@/lib/lists/query";

export const creditLedgerQuery = listQuery({ sort: ["createdAt"], defaultSort: "-createdAt" });

export type CreditLedgerQuery = ReturnType<typeof creditLedgerQuery.parse>;
