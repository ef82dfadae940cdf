// Demo data of the back office's support screens: feedback sent through /app/feedback's own function
// (lib/account/feedback.ts) by the demo person, member and lead, and an API key of the demo
// organisation (lib/api/manage.ts) with a few days of use, so /admin/feedback and /admin/api-clients
// are not empty. The audit log and "view as" need nothing of their own (every other seed and action
// writes the log). Idempotent: nothing is added when the demo accounts already sent feedback / the
// organisation already has a key.
import { submitFeedback } from "@/lib/account/feedback";
import { createApiKey } from "@/lib/api/manage";
import { recordApiUsage } from "@/lib/api/usage";
import { env } from "@/lib/env";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { DEMO_ORGANIZATION, demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

const FEEDBACK = [
  { role: "user", rating: 5, body: "The studio look is exactly what I needed for my new profile. Took me ten minutes.", withShoot: true },
  { role: "member", rating: 4, body: "Great photos. I wish I could pick two outfits in one shoot.", withShoot: true },
  { role: "lead", rating: 3, body: "Inviting the team was easy, but reminders went out a bit too often for my taste.", withShoot: false },
] as const;

export async function seedDemoSupport(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db } = deps;
  // The product's own limiter, in memory: the seed is one process and sends three.
  const limits = createRateLimits({ kind: "memory" }, rateLimitRules(env));
  const emails = FEEDBACK.map((f) => demoAccount(f.role).email);
  const people = await db.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  if ((await db.feedback.count({ where: { userId: { in: people.map((p) => p.id) } } })) === 0) {
    let sent = 0;
    for (const f of FEEDBACK) {
      const person = people.find((p) => p.email === demoAccount(f.role).email);
      if (!person) continue;
      const shoot = f.withShoot ? await db.shoot.findFirst({ where: { userId: person.id, deletedAt: null }, orderBy: { createdAt: "desc" }, select: { id: true } }) : null;
      const result = await submitFeedback(db, { userId: person.id, rating: f.rating, body: f.body, shootId: shoot?.id ?? "" }, limits);
      if (result.ok) sent++;
    }
    log(`support: ${sent} feedback messages from the demo accounts`);
  }

  const org = await db.organization.findFirst({ where: { slug: DEMO_ORGANIZATION.slug }, select: { id: true, ownerId: true } });
  if (org && (await db.apiKey.count({ where: { organizationId: org.id } })) === 0) {
    const lead = await db.user.findUnique({ where: { email: demoAccount("lead").email }, select: { id: true } });
    const key = await createApiKey(db, { organizationId: org.id, actorId: lead?.id ?? org.ownerId, name: "HR system sync", scopes: ["organization", "teams", "invites"] });
    const day = 86_400_000;
    for (const [daysAgo, calls] of [[0, 4], [1, 9], [3, 6]] as const) {
      for (let i = 0; i < calls; i++) await recordApiUsage(db, { keyId: key.id, organizationId: org.id }, new Date(Date.now() - daysAgo * day));
    }
    await db.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date() } });
    log(`support: API key ${key.prefix}… for ${DEMO_ORGANIZATION.name}, 19 requests`);
  }
}
