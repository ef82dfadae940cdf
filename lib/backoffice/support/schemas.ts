// /admin/support's ticket list: its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";
import { TICKET_STATUSES } from "@/lib/support/tickets";

export const ticketQuery = listQuery({
  sort: ["createdAt", "updatedAt", "email", "subject", "status"],
  defaultSort: "-updatedAt",
  filters: { status: z.enum(TICKET_STATUSES).optional() },
});

export type TicketQuery = ReturnType<typeof ticketQuery.parse>;
