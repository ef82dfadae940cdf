// The test bed of the team lead's server actions: a throw-away PGlite database set as the app's
// (setDbForTests), a team and another organisation, and `as(userId, orgRole)` to sign someone in. The
// signed-in person lives in the test file, because vi.mock is hoisted only there:
//
//   const request = vi.hoisted(() => ({ principal: null as Principal }));
//   vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
//   const bed = teamActionBed(request, { credits: { team: 2, other: 1 } });
//   ... bed.as(bed.team.lead.id, "lead"); bed.p.invoice.count(...) ...
//
// Registers its hooks where it is called: beforeAll opens the database and makes the teams (the file's
// own beforeAll, registered after, runs after it), afterEach signs out, afterAll closes the database.
import { afterAll, afterEach, beforeAll } from "vitest";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";
import { openTestDb, type TestDb } from "./db";
import { createTeam, type TestTeam } from "./teams";

export type TeamActionBed<T> = {
  db: TestDb;
  p: PrismaClient;
  team: T;
  /** Another organisation: its ids must come back NOT_FOUND. */
  other: T;
  /** Signs `userId` in with that organisation role (the owner's principal says "lead" too). */
  as(userId: string, orgRole?: "lead" | "member"): void;
};

type Options<T> = {
  /** Credits bought for the team and for the other organisation (lib/testing/teams.ts's createTeam). */
  credits?: { team?: number; other?: number };
  /** Makes each organisation instead (e.g. lib/testing/team-results.ts's createTeam). */
  create?: (p: PrismaClient) => Promise<T>;
  /** Waits this long before the database closes: relays of queued emails run on timers after the commit. */
  settleMs?: number;
};

export function teamActionBed<T = TestTeam>(request: { principal: Principal }, options: Options<T> = {}): TeamActionBed<T> {
  const make = (p: PrismaClient, credits: number | undefined) =>
    options.create ? options.create(p) : (createTeam(p, credits === undefined ? {} : { credits }) as Promise<T>);
  const bed = {
    as(userId: string, orgRole: "lead" | "member" = "lead") {
      request.principal = { userId, role: "user", orgRole };
    },
  } as TeamActionBed<T>;

  beforeAll(async () => {
    bed.db = await openTestDb("pglite");
    bed.p = bed.db.prisma;
    setDbForTests(bed.db);
    bed.team = await make(bed.p, options.credits?.team);
    bed.other = await make(bed.p, options.credits?.other);
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
