// `npm run db:seed`: fills the database (already migrated with `npm run db:migrate`) with the
// catalogue, business parameters, demo accounts and demo content. Safe to run again: idempotent.
// Database chosen like the app: DATABASE_URL=postgres://... → PostgreSQL, otherwise PGlite in PGLITE_DIR.
import { openDatabase } from "@/lib/db/open";
import { loadScriptEnv } from "@/lib/db/script-env";
import { describeTarget, resolveDbTarget } from "@/lib/db/target";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { runSeed } from "./seed/index";
import { ensurePreviews } from "./seed/previews";

async function main() {
  loadScriptEnv();
  const t0 = Date.now();
  const previews = await ensurePreviews();
  if (previews.length) console.log(`Drew ${previews.length} missing preview image(s) in public/styles.`);

  const target = resolveDbTarget({ DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR });
  const db = await openDatabase(target); // closed below: an open PGlite keeps the process alive
  try {
    const report = await runSeed(db.prisma);
    const total = { created: 0, updated: 0, unchanged: 0 };
    for (const [model, s] of Object.entries(report)) {
      total.created += s.created;
      total.updated += s.updated;
      total.unchanged += s.unchanged;
      if (s.created || s.updated) console.log(`  ${model}: ${s.created} created, ${s.updated} updated`);
    }
    console.log(`Seeded ${describeTarget(target)} in ${Date.now() - t0} ms: ${total.created} created, ${total.updated} updated, ${total.unchanged} unchanged.`);
    console.log(`Demo accounts (password "${DEMO_ACCOUNTS[0]?.password}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(", ")}`);
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
