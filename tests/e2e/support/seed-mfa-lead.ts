// The team MFA journey's own organisation (tests/e2e/team-mfa.spec.ts), made before the server starts
// (seed-after-shoot.ts calls it) through the product's own code, as a new customer would: the wizard's
// steps (lib/teams/setup.ts), its credits paid with the built-in test provider (which finishes the wizard)
// and MFA switched on in the settings (lib/teams/org-settings.ts). Its own lead, so the specs that sign in
// as the demo lead are never asked for a code.
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import type { PrismaClient } from "@/lib/db";
import { createCreditsCheckout } from "@/lib/payments/credits-checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import type { FileStorage } from "@/lib/storage/types";
import { setMfaRequired } from "@/lib/teams/org-settings";
import { saveApprovedBackdrops, saveApprovedOutfits, saveBranding, saveCompanyDetails, saveSetupInvites } from "@/lib/teams/setup";
import { E2E_PASSWORD } from "./after-shoot-users";

export const MFA_LEAD = { email: "mfa-lead@e2e.lumen.test", name: "Mira Vault", organization: "Vault Labs" } as const;

/** Makes the MFA lead and their organisation (MFA on) unless they exist. */
export async function seedMfaLead(db: PrismaClient, storage: FileStorage, appUrl: string): Promise<void> {
  if (await db.user.findUnique({ where: { email: MFA_LEAD.email } })) return;
  const user = await db.user.create({ data: { email: MFA_LEAD.email, name: MFA_LEAD.name, passwordHash: await hashPassword(E2E_PASSWORD), emailVerified: new Date(), locale: "en", referralCode: `E2E${randomBytes(4).toString("hex").toUpperCase()}` } });
  await saveCompanyDetails(db, {
    userId: user.id, locale: "en",
    details: { name: MFA_LEAD.organization, website: "https://vault-labs.example", teamSize: "11-50", address: "1 Vault Street", city: "London", postalCode: "EC1A 1BB", country: "GB", billingEmail: null, vatId: null },
  });
  await saveBranding(db, storage, { userId: user.id, logo: null, removeLogo: false, colors: ["#1F2A44"] });
  const backdrop = await db.backdrop.findFirstOrThrow({ where: { active: true }, orderBy: { id: "asc" }, select: { id: true } });
  await saveApprovedBackdrops(db, { userId: user.id, female: [backdrop.id], male: [backdrop.id] });
  const [female, male] = await Promise.all([
    db.outfit.findFirstOrThrow({ where: { active: true, gender: { not: "MALE" } }, orderBy: { id: "asc" }, select: { id: true } }),
    db.outfit.findFirstOrThrow({ where: { active: true, gender: { not: "FEMALE" } }, orderBy: { id: "asc" }, select: { id: true } }),
  ]);
  await saveApprovedOutfits(db, { userId: user.id, female: [female.id], male: [male.id] });
  await saveSetupInvites(db, { userId: user.id, emails: "", skip: true });
  const checkout = await createCreditsCheckout(db, { userId: user.id, locale: "en", quantity: 10 }, { provider: testProvider, appUrl });
  if (!checkout.ok) throw new Error(`the MFA lead's credits checkout: ${checkout.error}`);
  const paid = await confirmTestPayment(db, { orderId: checkout.orderId, userId: user.id }, testProvider);
  if (paid.status !== "PAID") throw new Error(`the MFA lead's credits payment: ${paid.status}`);
  await setMfaRequired(db, user.id, true);
}
