// The test bed of the back office's server actions (lib/backoffice/action.ts): a throw-away PGlite
// database set as the app's (setDbForTests), a platform admin and an ordinary person, and `as(who)` to
// sign one in. The signed-in person lives in the test file, because vi.mock is hoisted only there:
//
//   const request = vi.hoisted(() => ({ principal: null as Principal }));
//   vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
//   const bed = adminActionBed(request);
//   ... bed.as("admin"); await submitForm(createCouponAction, {...}); await bed.lastAudit("coupon.create") ...
//
// `refusesEveryoneElse(action, fields)` runs the action signed out, as a person, a member and a team
// lead, and gives back each answer (each must be notSignedIn or forbidden) and whether the audit log
// grew (it must not). Registers its hooks where it is called, like teamActionBed.
import { afterAll, afterEach, beforeAll } from "vitest";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import type { FormAction } from "@/lib/http/action";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm, type FormAnswer } from "./actions";
import { openTestDb, type TestDb } from "./db";
import { createUser } from "./fixtures";

export type AdminActionBed = {
  db: TestDb;
  p: PrismaClient;
  admin: { id: string; email: string };
  person: { id: string; email: string };
  /** Signs in the platform admin, the ordinary person, or nobody. */
  as(who: "admin" | "person" | "member" | "lead" | null): void;
  /** The newest audit row with this action (and target id), or null. */
  lastAudit(action: string, targetId?: string): Promise<{ actorId: string | null; targetType: string; targetId: string | null; data: Record<string, unknown> } | null>;
  refusesEveryoneElse(run: FormAction, fields: Record<string, string | File | (string | File)[]>): Promise<{ answers: FormAnswer[]; audited: boolean }>;
};

export function adminActionBed(request: { principal: Principal }, options: { settleMs?: number } = {}): AdminActionBed {
  const bed = {
    as(who) {
      if (who === null) request.principal = null;
      else if (who === "admin") request.principal = { userId: bed.admin.id, role: "admin", orgRole: null };
      else request.principal = { userId: bed.person.id, role: "user", orgRole: who === "person" ? null : who };
    },
    async lastAudit(action, targetId) {
      const row = await bed.p.auditLog.findFirst({ where: { action, ...(targetId ? { targetId } : {}) }, orderBy: { createdAt: "desc" } });
      return row ? { actorId: row.actorId, targetType: row.targetType, targetId: row.targetId, data: row.data as Record<string, unknown> } : null;
    },
    async refusesEveryoneElse(run, fields) {
      const before = await bed.p.auditLog.count();
      const answers: FormAnswer[] = [];
      for (const who of [null, "person", "member", "lead"] as const) {
        bed.as(who);
        answers.push(await submitForm(run, fields));
      }
      request.principal = null;
      return { answers, audited: (await bed.p.auditLog.count()) !== before };
    },
  } as AdminActionBed;

  beforeAll(async () => {
    bed.db = await openTestDb("pglite");
    bed.p = bed.db.prisma;
    setDbForTests(bed.db);
    bed.admin = await createUser(bed.p, { role: "ADMIN", name: "Admin" });
    bed.person = await createUser(bed.p, { name: "Person" });
  }, 60_000);
  afterAll(async () => {
    if (options.settleMs) await new Promise((r) => setTimeout(r, options.settleMs));
    setDbForTests();
    await bed.db?.cleanup();
  });
  afterEach(() => {
    request.principal = null;
  });
  return bed;
}
