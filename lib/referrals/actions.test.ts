// The invite landing's server actions through lib/http/action.ts: a visitor's browser remembers the
// code and goes on to sign up or to the packages; a signed-in person's browser is never marked.
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitForm } from "@/lib/testing/actions";
import { formDataOf } from "@/lib/http/form-data";
import type { Principal } from "@/lib/routes/middleware";

// What exists only inside Next: the signed-in person and the response's cookies.
const request = vi.hoisted(() => ({ principal: null as Principal, jar: new Map<string, string>() }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
vi.mock("next/headers", () => ({ cookies: async () => ({ set: (name: string, value: string) => void request.jar.set(name, value) }) }));

const { acceptInviteAction, rememberInviteAction } = await import("./actions");
const { REFERRAL_COOKIE } = await import("./cookie");

afterEach(() => {
  request.principal = null;
  request.jar.clear();
});

/** Runs the action; a redirect comes back as `{ redirect: url }`. */
const send = (run: typeof acceptInviteAction, fields: Record<string, string>) => submitForm(run, fields);

describe("the invite landing", () => {
  it("remembers a visitor's code and sends them to sign up, then back to the packages in their language", async () => {
    expect(await send(acceptInviteAction, { code: "ADA2026", to: "signup", locale: "de" })).toEqual({ redirect: `/de/auth/signup?callbackUrl=${encodeURIComponent("/de/pricing")}` });
    expect(request.jar.get(REFERRAL_COOKIE.name)).toBe("ADA2026");
    expect(await send(acceptInviteAction, { code: "ADA2026", to: "pricing", locale: "es" })).toEqual({ redirect: "/es/pricing" });
  });

  it("never marks a signed-in person's browser, and sends them to the packages even when they ask to sign up", async () => {
    request.principal = { userId: "u1", role: "user", orgRole: null };
    expect(await send(acceptInviteAction, { code: "ADA2026", to: "signup", locale: "en" })).toEqual({ redirect: "/pricing" });
    expect(await rememberInviteAction({}, formDataOf({ code: "ADA2026" }))).toMatchObject({ ok: true });
    expect(request.jar.size).toBe(0);
  });

  it("remembers only a well-formed code seen by a visitor", async () => {
    expect(await rememberInviteAction({}, formDataOf({ code: "<script>" }))).toMatchObject({ ok: true });
    expect(await rememberInviteAction({}, new FormData())).toMatchObject({ ok: true });
    expect(request.jar.size).toBe(0);
    await rememberInviteAction({}, formDataOf({ code: "ADA2026" }));
    expect(request.jar.get(REFERRAL_COOKIE.name)).toBe("ADA2026");
  });
});
