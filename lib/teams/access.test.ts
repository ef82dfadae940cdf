// The one organisation check: who holds which role, what each role may do, and what an invitation or
// a deleted organisation opens (nothing), through every place that asks: the route guard's principal,
// invoices and gift cards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPrincipal } from "@/lib/auth/principal";
import type { PrismaClient } from "@/lib/db";
import { giftCardScope } from "@/lib/giftcards/list";
import { canViewInvoice } from "@/lib/invoices/access";
import { decide } from "@/lib/routes/middleware";
import { getRoute } from "@/lib/routes/registry";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { can, mayInOrganization, organizationRole, organizationsWhere, ORGANIZATION_PERMISSIONS } from "./access";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
});
afterAll(async () => {
  await db?.cleanup();
});

async function join(userId: string, organizationId: string, role: "OWNER" | "LEAD" | "MEMBER", status: "INVITED" | "JOINED" | "FINISHED" | "DELETED") {
  return p.membership.create({ data: { userId, organizationId, role, status } });
}

describe("an organisation role", () => {
  it("is owner for the owner, the membership's role for joined or finished members", async () => {
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id });
    const [lead, member, done] = await Promise.all([createUser(p), createUser(p), createUser(p)]);
    await join(lead.id, org.id, "LEAD", "JOINED");
    await join(member.id, org.id, "MEMBER", "JOINED");
    await join(done.id, org.id, "MEMBER", "FINISHED");
    expect(await organizationRole(p, owner.id, org.id)).toBe("owner");
    expect(await organizationRole(p, lead.id, org.id)).toBe("lead");
    expect(await organizationRole(p, member.id, org.id)).toBe("member");
    expect(await organizationRole(p, done.id, org.id)).toBe("member");
  });

  it("is nothing for an invited-but-not-joined person (even an invited lead), a removed member, or an outsider", async () => {
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id });
    const [invitedLead, removed, outsider] = await Promise.all([createUser(p), createUser(p), createUser(p)]);
    await join(invitedLead.id, org.id, "LEAD", "INVITED");
    await join(removed.id, org.id, "LEAD", "DELETED");
    for (const u of [invitedLead, removed, outsider]) expect(await organizationRole(p, u.id, org.id)).toBeNull();

    // Through the guard: the invited lead cannot open the team lead area, nor a member page.
    const principal = await loadPrincipal(p, invitedLead.id);
    expect(principal?.orgRole).toBeNull();
    expect(decide(getRoute("/app/admin/members"), principal).kind).toBe("forbidden");
    expect(decide(getRoute("/team-member"), principal).kind).toBe("forbidden");
    // Once joined, the lead area opens.
    await p.membership.updateMany({ where: { userId: invitedLead.id }, data: { status: "JOINED" } });
    expect(decide(getRoute("/app/admin/members"), await loadPrincipal(p, invitedLead.id)).kind).toBe("allow");
  });

  it("is nothing for anyone once the organisation is deleted, its owner included", async () => {
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id });
    const lead = await createUser(p);
    await join(lead.id, org.id, "LEAD", "JOINED");
    await p.organization.update({ where: { id: org.id }, data: { deletedAt: new Date() } });
    expect(await organizationRole(p, owner.id, org.id)).toBeNull();
    expect(await organizationRole(p, lead.id, org.id)).toBeNull();
    expect((await loadPrincipal(p, lead.id))?.orgRole).toBeNull();
    expect((await loadPrincipal(p, owner.id))?.orgRole).toBeNull();
    const invoice = { userId: null, organizationId: org.id };
    expect(await canViewInvoice(p, { userId: owner.id, admin: false }, invoice)).toBe(false);
    expect(await giftCardScope(p, owner.id)).toEqual({ userId: owner.id, organizationIds: [] });
  });
});

describe("the permission table", () => {
  it("lets owners and leads run the organisation, and members only do their own shoot", () => {
    expect(can("owner", "organization.transferOwnership")).toBe(true);
    expect(can("lead", "organization.transferOwnership")).toBe(false);
    expect(can("lead", "members.invite")).toBe(true);
    expect(can("member", "members.invite")).toBe(false);
    expect(can("member", "invoices.read")).toBe(false);
    expect(can("member", "shoot.own")).toBe(true);
    expect(can(null, "organization.read")).toBe(false);
    // A lead may do nothing an owner may not.
    for (const permission of ORGANIZATION_PERMISSIONS.lead) expect(can("owner", permission)).toBe(true);
  });

  it("is what invoices and gift cards ask: leads yes, members and another organisation's lead no", async () => {
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id });
    const other = await createOrganization(p, { ownerId: (await createUser(p)).id });
    const [lead, member, otherLead] = await Promise.all([createUser(p), createUser(p), createUser(p)]);
    await join(lead.id, org.id, "LEAD", "JOINED");
    await join(member.id, org.id, "MEMBER", "JOINED");
    await join(otherLead.id, other.id, "LEAD", "JOINED");
    const invoice = { userId: null, organizationId: org.id };
    expect(await canViewInvoice(p, { userId: lead.id, admin: false }, invoice)).toBe(true);
    expect(await canViewInvoice(p, { userId: member.id, admin: false }, invoice)).toBe(false);
    expect(await canViewInvoice(p, { userId: otherLead.id, admin: false }, invoice)).toBe(false);
    expect(await mayInOrganization(p, otherLead.id, org.id, "members.read")).toBe(false);
    expect((await giftCardScope(p, lead.id))?.organizationIds).toEqual([org.id]);
    expect((await giftCardScope(p, member.id))?.organizationIds).toEqual([]);
    expect(await organizationsWhere(p, owner.id, "credits.buy")).toEqual([org.id]);
  });
});
