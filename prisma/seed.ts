// `npm run db:seed`: fills the database (already migrated with `npm run db:migrate`) with the
// catalogue and business parameters; in demo mode (DEMO_SEED=1, never in production without
// DEMO_SEED_IN_PRODUCTION=1: prisma/seed/mode.ts) also demo accounts, demo content and the demo
// user's finished shoot. Safe to run again: idempotent, and it never changes an existing account.
// Database chosen like the app: DATABASE_URL=postgres://... → PostgreSQL, otherwise PGlite in PGLITE_DIR.
import type { Db } from "@/lib/db/open";
import { openDatabase } from "@/lib/db/open";
import { loadScriptEnv } from "@/lib/db/script-env";
import { describeTarget, resolveDbTarget, type DbTarget } from "@/lib/db/target";
import { EnvError } from "@/lib/env-schema";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { runSeed } from "./seed/index";
import { seedMode } from "./seed/mode";
import { ensurePreviews } from "./seed/previews";

/**
 * The demo user's finished shoot: files go to the app's storage and links are signed with the app's
 * secret, so this step reads the app's configuration (lib/env), imported only here: a seed without
 * demo data never needs it.
 */
async function demoShoot(db: Db, target: DbTarget): Promise<void> {
  let env;
  try {
    ({ env } = await import("@/lib/env"));
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    return console.log(`Skipped the demo shoot: the app's configuration is not valid here.\n${err.message}`);
  }
  // Its order is paid on the built-in test provider, which a site taking real payments must not hold.
  if (env.STRIPE_SECRET_KEY) return console.log("Skipped the demo shoot and team: Stripe is configured, and their orders would be paid on the test provider.");
  const [{ ensureDemoShoot }, { ensureDemoTeam }, { getStorage }, { createBoss }, { closePool }] = await Promise.all([
    import("./seed/demo-shoot"),
    import("./seed/demo-team"),
    import("@/lib/storage"),
    import("@/lib/jobs/boss"),
    import("@/lib/engine/pool"),
  ]);
  const boss = await createBoss({ kind: db.kind, pglite: db.pglite, url: target.kind === "postgres" ? target.url : undefined }, { maintenance: false });
  try {
    const deps = { db: db.prisma, storage: getStorage(), boss, secret: env.AUTH_SECRET, appUrl: env.APP_URL };
    const out = await ensureDemoShoot(deps);
    if (out.status === "made") console.log(`Demo shoot: ${out.results} headshots made by the CPU studio engine, a favourite, likes and ${out.votes} votes, in ${out.seconds.toFixed(1)} s.`);
    else if (out.status === "found") console.log(`Demo shoot: already there (${out.state}).`);
    else console.log(`Skipped the demo shoot: ${out.reason}.`);
    const team = await ensureDemoTeam(deps);
    if (team.status === "made") console.log(`Demo team: ${team.members} people in every state, ${team.results} headshots made by the CPU studio engine, in ${team.seconds.toFixed(1)} s.`);
    else if (team.status === "found") console.log("Demo team: already there.");
    else console.log(`Skipped the demo team: ${team.reason}.`);
    console.log(await (await import("./seed/demo-invoices")).seedDemoInvoices(db.prisma));
    await (await import("./seed/demo-bulk")).seedDemoBulkUpload(db.prisma, (line) => console.log(line));
    await (await import("./seed/demo-style")).seedDemoCombos(deps.db, (line) => console.log(line));
    console.log(`Changelog: ${await (await import("./seed/demo-changelog")).ensureDemoChangelog(db.prisma)} entries written.`);
    console.log(`Demo team page: ${await (await import("./seed/demo-team-page")).ensureDemoTeamPage(db.prisma)}.`);
    await (await import("./seed/demo-backoffice")).seedDemoBackoffice(deps, (line) => console.log(line));
  } finally {
    await boss.stop({ graceful: false }).catch(() => undefined);
    await closePool().catch(() => undefined);
  }
}

/**
 * The home page's before/after pairs (prisma/seed/showcase.ts), made by the CPU studio engine from
 * public-domain portraits into the app's storage. Demo mode only, like the rest of the public site's
 * content (reviews, blog posts); a pair that cannot be made is skipped and the home page leaves it out.
 */
async function showcase(db: Db): Promise<void> {
  try {
    await import("@/lib/env"); // the storage reads the app's configuration, validated on import
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    return console.log("Skipped the home page's before/after pairs: the app's configuration is not valid here.");
  }
  // The engine's workers stay up for the demo shoot next, which stops them (or the process exits).
  const [{ ensureShowcase }, { getStorage }] = await Promise.all([import("./seed/showcase"), import("@/lib/storage")]);
  const out = await ensureShowcase({ db: db.prisma, storage: getStorage() });
  console.log(`Showcase: ${out.made.length} before/after pair(s) made by the CPU studio engine, ${out.found.length} already there, in ${out.seconds.toFixed(1)} s.`);
  for (const s of out.skipped) console.log(`  skipped the pair ${s.key}: ${s.reason}.`);
}

/**
 * The /ugly page's examples (prisma/seed/gate-examples.ts): not demo data but the gate's own test
 * photos judged by the gate, so made in every mode where the portraits are installed. The thumbnails
 * go to the app's storage, so this reads the app's configuration.
 */
async function gateExamples(db: Db): Promise<void> {
  try {
    await import("@/lib/env"); // getStorage reads it
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    return console.log(`Skipped the quality gate examples: the app's configuration is not valid here.\n${err.message}`);
  }
  const [{ ensureGateExamples }, { getStorage }] = await Promise.all([import("./seed/gate-examples"), import("@/lib/storage")]);
  const out = await ensureGateExamples({ db: db.prisma, storage: getStorage() });
  if (out.status === "skipped") console.log(`Skipped the quality gate examples: ${out.reason}.`);
  else console.log(`Quality gate examples (/ugly): ${out.outcomes.created + out.outcomes.updated} judged and stored, ${out.outcomes.unchanged} already there.`);
}

async function main() {
  loadScriptEnv();
  const t0 = Date.now();
  const mode = seedMode(process.env);
  if (mode.warning) console.warn(mode.warning);
  const previews = await ensurePreviews();
  if (previews.length) console.log(`Drew ${previews.length} missing preview image(s) in public/styles.`);

  const target = resolveDbTarget({ DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR });
  const db = await openDatabase(target); // closed below: an open PGlite keeps the process alive
  try {
    const report = await runSeed(db.prisma, { demo: mode.demo, log: (line) => console.log(line) });
    const total = { created: 0, updated: 0, unchanged: 0 };
    for (const [model, s] of Object.entries(report)) {
      total.created += s.created;
      total.updated += s.updated;
      total.unchanged += s.unchanged;
      if (s.created || s.updated) console.log(`  ${model}: ${s.created} created, ${s.updated} updated`);
    }
    console.log(`Seeded ${describeTarget(target)} in ${Date.now() - t0} ms: ${total.created} created, ${total.updated} updated, ${total.unchanged} unchanged.`);
    await gateExamples(db);
    if (mode.demo) {
      console.log(`Demo accounts (password "${DEMO_ACCOUNTS[0]?.password}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(", ")}`);
      await showcase(db);
      await demoShoot(db, target);
    } else {
      console.log("No demo data: catalogue and parameters only (DEMO_SEED=1 adds demo accounts and content).");
    }
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(message);
    if (/does not exist|relation .* does not exist|P2021/i.test(message)) console.error("Has the database been migrated? Run `npm run db:migrate` first.");
    process.exit(1);
  },
);
