// Demo accounts created by `npm run db:seed` in demo mode (DEMO_SEED=1): one per role. Tests, e2e
// journeys and the README read this list, so change them here only.

export type DemoRole = "user" | "member" | "lead" | "admin";

export type DemoAccount = {
  role: DemoRole;
  email: string;
  password: string;
  name: string;
};

export const DEMO_PASSWORD = "lumen-demo-2026";

/** The demo coupon (10 % off), seeded in demo mode only. */
export const DEMO_COUPON = "WELCOME10";

export const DEMO_ORGANIZATION = {
  name: "Northwind Consulting",
  slug: "northwind-consulting",
  website: "https://northwind-consulting.example",
  brandColors: ["#0F3D5E", "#F2A900"],
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: "user", email: "user@demo.lumen.test", password: DEMO_PASSWORD, name: "Maya Lindqvist" },
  { role: "member", email: "member@demo.lumen.test", password: DEMO_PASSWORD, name: "Jonas Weber" },
  { role: "lead", email: "lead@demo.lumen.test", password: DEMO_PASSWORD, name: "Elena García" },
  { role: "admin", email: "admin@demo.lumen.test", password: DEMO_PASSWORD, name: "Sam Okafor" },
];

export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}
