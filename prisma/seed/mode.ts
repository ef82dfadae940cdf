// Whether `npm run db:seed` writes demo data. Demo accounts share a published password and the demo
// gift cards and coupon have published codes, so a production database never gets them by accident:
// DEMO_SEED=1 asks for them (scripts/start.sh sets it), and with NODE_ENV=production that is ignored
// unless DEMO_SEED_IN_PRODUCTION=1 overrides it too, with a warning.
import { z } from "zod";

const flag = (name: string) => z.enum(["", "0", "1"], { message: `${name} must be 0 or 1` }).default("");

const seedEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  DEMO_SEED: flag("DEMO_SEED"),
  DEMO_SEED_IN_PRODUCTION: flag("DEMO_SEED_IN_PRODUCTION"),
});

export type SeedMode = {
  demo: boolean;
  /** Printed to stderr: demo data in production on purpose, or DEMO_SEED=1 ignored in production. */
  warning?: string;
};

export function seedMode(source: Record<string, string | undefined>): SeedMode {
  const parsed = seedEnvSchema.safeParse({ ...source, DEMO_SEED: source.DEMO_SEED?.trim(), DEMO_SEED_IN_PRODUCTION: source.DEMO_SEED_IN_PRODUCTION?.trim() });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
  const env = parsed.data;
  if (env.DEMO_SEED !== "1") return { demo: false };
  if (env.NODE_ENV !== "production") return { demo: true };
  if (env.DEMO_SEED_IN_PRODUCTION === "1") {
    return {
      demo: true,
      warning:
        "WARNING: DEMO_SEED_IN_PRODUCTION=1: seeding demo data into a production database. Anyone who reads the README can sign in " +
        "to the demo accounts (an admin among them) and use the demo gift cards and coupon. Remove them before real people use this site.",
    };
  }
  return { demo: false, warning: "DEMO_SEED=1 is ignored because NODE_ENV=production: no demo data seeded (set DEMO_SEED_IN_PRODUCTION=1 as well to seed it anyway)." };
}
