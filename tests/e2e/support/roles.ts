import type { APIRequestContext } from "@playwright/test";

export const DEMO_PASSWORD = "lumen-demo-2026";
export const ROLE_EMAILS = {
  user: "user@demo.lumen.test",
  member: "member@demo.lumen.test",
  lead: "lead@demo.lumen.test",
  admin: "admin@demo.lumen.test",
} as const;
export type SignedInRole = keyof typeof ROLE_EMAILS;

/** Signs a request context in through Auth.js's own endpoints (CSRF token, then the credentials callback). */
export async function signInRequest(request: APIRequestContext, role: SignedInRole): Promise<void> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await request.post("/api/auth/callback/password", {
    form: { csrfToken, email: ROLE_EMAILS[role], password: DEMO_PASSWORD, callbackUrl: "/app" },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`sign-in as ${role} answered ${res.status()}`);
  const location = res.headers()["location"] ?? "";
  if (location.includes("error=")) throw new Error(`sign-in as ${role} failed: ${location}`);
}
