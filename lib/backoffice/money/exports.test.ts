// The money screens' CSV exports (streamed, the list's own filter) answer admins only, and a credit
// note's PDF prints as a credit note naming the invoice it credits.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { GET as getInvoicePdf } from "@/app/api/invoices/[id]/pdf/route";
import { GET as exportInvoices } from "@/app/api/backoffice/invoices/export/route";
import { GET as exportReferrals } from "@/app/api/backoffice/referral/export/route";
import { GET as exportTransactions } from "@/app/api/backoffice/transactions/export/route";
import type { PrismaClient } from "@/lib/db";
import { createOrganizationWithInvoice, createPaidInvoice, createUser } from "@/lib/testing/fixtures";
import { request, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { pageTexts } from "@/lib/testing/pdf";
import { runSeed } from "@/prisma/seed/index";
import { issueCreditNote } from "./invoices";

let p: PrismaClient;
let api: RouteCaller;
let admin: { id: string };
let person: { id: string };
let paid: Awaited<ReturnType<typeof createPaidInvoice>>;
let org: Awaited<ReturnType<typeof createOrganizationWithInvoice>>;
let note: { id: string; number: string };

routeTestBed(async ({ db }) => {
  p = db.prisma;
  api = routeCaller(db);
  await runSeed(p);
  admin = await createUser(p, { role: "ADMIN" });
  person = await createUser(p);
  paid = await createPaidInvoice(p, { packageSlug: "starter" });
  org = await createOrganizationWithInvoice(p);
  note = await issueCreditNote(p, { invoiceId: org.invoice.id, amount: null, reason: "Cancelled contract", actorId: admin.id });
  await p.referral.create({ data: { referrerId: person.id, referredUserId: paid.user.id, orderId: paid.orderId, rewardState: "PENDING", rewardCredits: 1, earnedAt: new Date() } });
});

const csvOf = async (res: Response) => new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3)).split("\r\n").filter(Boolean);

describe("CSV exports", () => {
  it("transactions: the filter's rows, in the admin's language; everyone else is refused", async () => {
    const res = await api.call(exportTransactions, request(`/api/backoffice/transactions/export?q=${encodeURIComponent(paid.user.email)}&kind=CHARGE`, { locale: "de" }), admin.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = await csvOf(res);
    expect(lines[0]).toContain("Anbieter-Referenz");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(paid.orderId);
    expect((await api.call(exportTransactions, request("/api/backoffice/transactions/export"), person.id)).status).toBe(403);
    expect((await api.call(exportTransactions, request("/api/backoffice/transactions/export"), null)).status).toBe(401);
  });

  it("invoices: the credit note beside the invoice it credits", async () => {
    const lines = await csvOf(await api.call(exportInvoices, request("/api/backoffice/invoices/export?kind=creditNote"), admin.id));
    expect(lines.find((l) => l.includes(note.number))).toContain(org.invoice.number!);
    expect((await api.call(exportInvoices, request("/api/backoffice/invoices/export"), person.id)).status).toBe(403);
  });

  it("referrals", async () => {
    const lines = await csvOf(await api.call(exportReferrals, request("/api/backoffice/referral/export?reward=PENDING"), admin.id));
    expect(lines.some((l) => l.includes(paid.user.email) && l.includes("Pending"))).toBe(true);
    expect((await api.call(exportReferrals, request("/api/backoffice/referral/export"), person.id)).status).toBe(403);
  });
});

it("a credit note's PDF is titled as one and names the invoice", async () => {
  const res = await api.call(getInvoicePdf, request(`/api/invoices/${note.id}/pdf`), admin.id, { id: note.id });
  expect(res.status).toBe(200);
  const text = pageTexts(await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).join("\n").replace(/\s+/g, " ");
  expect(text).toContain("Credit note");
  expect(text).toContain(note.number);
  expect(text).toContain(org.invoice.number!);
  // The organisation's owner sees it too, as they see their invoices.
  expect((await api.call(getInvoicePdf, request(`/api/invoices/${note.id}/pdf`), org.owner.id, { id: note.id })).status).toBe(200);
});
