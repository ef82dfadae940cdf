// Starting and stopping a view (lib/backoffice/view-as), and every action refused while viewing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { action } from "@/lib/http/action";
import type { Principal } from "@/lib/routes/middleware";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { submitForm } from "@/lib/testing/actions";
import { createUser } from "@/lib/testing/fixtures";
import { createApiKey } from "@/lib/api/manage";
import { VIEW_AS_COOKIE, verifyViewAs } from "@/lib/auth/view-as";
import { revokeApiKeyAction } from "@/lib/backoffice/api-clients/actions";
import { startViewAsAction, stopViewAsAction } from "./actions";
import { stopViewAs } from "./view-as";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const session = vi.hoisted(() => ({ current: { uid: "admin", sid: "the-admins-session-id" } as { uid: string; sid: string } | null }));
vi.mock("@/lib/auth/session-id", () => ({ currentSessionCookie: async () => session.current }));
const jar = vi.hoisted(() => new Map<string, { value: string; options?: Record<string, unknown> }>());
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    has: (name: string) => jar.has(name),
    getAll: () => [...jar].map(([name, c]) => ({ name, value: c.value })),
    set: (name: string, value: string, options?: Record<string, unknown>) => jar.set(name, { value, options }),
    delete: (o: string | { name: string }) => jar.delete(typeof o === "string" ? o : o.name),
  }),
}));

const bed = adminActionBed(request);
beforeEach(() => {
  jar.clear();
  session.current = { uid: "admin", sid: "the-admins-session-id" };
});

describe("start", () => {
  it("sets a signed, httpOnly, SameSite=Strict ticket of 30 minutes, audits user.view-as.start and goes to /app", async () => {
    bed.as("admin");
    const answer = await submitForm(startViewAsAction, { userId: bed.person.id, locale: "de" });
    expect(answer).toEqual({ redirect: "/de/app" });
    const cookie = jar.get(VIEW_AS_COOKIE)!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: "strict", path: "/", maxAge: 1800 });
    const ticket = verifyViewAs(cookie.value)!;
    expect(ticket).toMatchObject({ adminId: bed.admin.id, userId: bed.person.id });
    expect(ticket.exp - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await bed.lastAudit("user.view-as.start", bed.person.id)).toMatchObject({ actorId: bed.admin.id, targetType: "User", data: { email: bed.person.email } });
  });

  it("refuses another admin, a deleted account and an unknown id, and sets nothing", async () => {
    bed.as("admin");
    const other = await createUser(bed.p, { role: "ADMIN" });
    const gone = await createUser(bed.p, { deletedAt: new Date() });
    expect(await submitForm(startViewAsAction, { userId: other.id })).toMatchObject({ error: "VIEW_ADMIN" });
    expect(await submitForm(startViewAsAction, { userId: bed.admin.id })).toMatchObject({ error: "VIEW_ADMIN" });
    expect(await submitForm(startViewAsAction, { userId: gone.id })).toMatchObject({ error: "VIEW_DELETED" });
    expect(await submitForm(startViewAsAction, { userId: "nope" })).toMatchObject({ error: "NOT_FOUND" });
    expect(jar.size).toBe(0);
    expect(await bed.lastAudit("user.view-as.start", other.id)).toBeNull();
  });

  it("refuses to start when the admin's session id cannot be read (the ticket would be bound to no session)", async () => {
    bed.as("admin");
    session.current = null;
    expect(await submitForm(startViewAsAction, { userId: bed.person.id })).toMatchObject({ error: "NO_SESSION" });
    expect(jar.size).toBe(0);
  });

  it("refuses everyone but an admin", async () => {
    const { answers, audited } = await bed.refusesEveryoneElse(startViewAsAction, { userId: bed.person.id });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect(jar.size).toBe(0);
  });
});

describe("while viewing", () => {
  const viewing = () => (request.principal = { userId: bed.person.id, role: "user", orgRole: null, viewingAs: { adminId: bed.admin.id } });

  it("every action is refused with readOnlyView, before it runs: the person's own and the back office's", async () => {
    const ran = vi.fn();
    const own = action(z.object({}), async () => void ran(), { role: "user" });
    viewing();
    expect(await submitForm(own, {})).toMatchObject({ error: "readOnlyView" });
    const org = await bed.p.organization.create({ data: { name: "Acme", slug: `acme-${Date.now()}`, ownerId: bed.admin.id } });
    const key = await createApiKey(bed.p, { organizationId: org.id, actorId: bed.admin.id, name: "CI", scopes: ["teams"] });
    viewing();
    expect(await submitForm(revokeApiKeyAction, { keyId: key.id })).toMatchObject({ error: "readOnlyView" });
    viewing();
    expect(await submitForm(startViewAsAction, { userId: bed.person.id })).toMatchObject({ error: "readOnlyView" });
    expect(ran).not.toHaveBeenCalled();
    expect((await bed.p.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).toBeNull();
  });

  it("stop clears the ticket and goes back to the person's page; the admin's stop is audited", async () => {
    bed.as("admin");
    await submitForm(startViewAsAction, { userId: bed.person.id });
    const value = jar.get(VIEW_AS_COOKIE)!.value;
    expect(await stopViewAs(bed.p, value, bed.admin.id)).toBe(bed.person.id);
    expect(await bed.lastAudit("user.view-as.stop", bed.person.id)).toMatchObject({ actorId: bed.admin.id });
    // Someone else holding the cookie records nothing.
    expect(await stopViewAs(bed.p, value, bed.person.id)).toBeNull();
    const fd = new FormData();
    fd.set("locale", "en");
    const redirect = await stopViewAsAction(fd).then(
      () => null,
      (e: { digest?: string }) => String(e.digest),
    );
    expect(redirect).toContain("/admin");
    expect(jar.has(VIEW_AS_COOKIE)).toBe(false);
  });
});
