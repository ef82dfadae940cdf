// Going back where you were: a sign-up that came with a callbackUrl (an invitation sends people to the
// pricing page) gets a verification link that carries it, so verifying lands there; a resent link too.
// Only our own pages travel (lib/routes/redirect.ts): anything else is dropped from the link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";
import { resendVerification, signUp } from "./accounts";

let db: TestDb;
let printed: PrintedEmails;
beforeAll(async () => {
  db = await openTestDb("pglite");
  printed = printEmails();
});
afterAll(async () => {
  printed?.restore();
  await db?.cleanup();
});

/** The verification link of the newest email to `to`. */
const verifyLink = (to: string) => new URL(/https?:\/\/\S+\/auth\/verify\?\S+/.exec(printed.lastTo(to))![0]);

describe("the verification link keeps where the person was going", () => {
  it("carries the sign-up's callbackUrl, in the person's language, and a resent link does too", async () => {
    await signUp(db.prisma, { name: "Dora", email: "dora@example.test", password: "long enough pw", locale: "de", next: "/de/pricing" });
    const link = verifyLink("dora@example.test");
    expect(link.pathname).toBe("/de/auth/verify");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{20,}$/);
    expect(link.searchParams.get("next")).toBe("/de/pricing");

    await resendVerification(db.prisma, "dora@example.test", "es", "/es/pricing?currency=EUR");
    const again = verifyLink("dora@example.test");
    expect(again.pathname).toBe("/es/auth/verify");
    expect(again.searchParams.get("next")).toBe("/es/pricing?currency=EUR");
  });

  it("has no next without a callbackUrl", async () => {
    await signUp(db.prisma, { name: "Ole", email: "ole@example.test", password: "long enough pw", locale: "en" });
    expect(verifyLink("ole@example.test").searchParams.has("next")).toBe(false);
  });

  it.each([
    "https://evil.example/de/pricing", "//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "javascript:alert(1)",
    // A page that signs in (someone else's magic-link token), any auth or API route, in any language, and very long values.
    "/auth/token?token=attackers-own-token", "/de/auth/token?token=x", "/es/AUTH/callback", "/api/auth/signin", `/pricing?${"x".repeat(600)}`,
  ])("drops %s", async (hostile) => {
    const email = `hostile-${Math.random().toString(36).slice(2)}@example.test`;
    await signUp(db.prisma, { name: "Eve", email, password: "long enough pw", locale: "en", next: hostile });
    const link = verifyLink(email);
    expect(link.searchParams.has("next")).toBe(false);
    expect(link.searchParams.get("token")).toBeTruthy();
  });
});
