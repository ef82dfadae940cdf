// Measures what a password login costs for an account with a wrong password and for an address with
// no account (checked against a dummy scrypt hash): the two must take the same time, or the answer's
// timing tells whether an address has an account. Prints medians and spreads; no assertion (timings
// on a shared machine are no test).
// usage: AUTH_SECRET=… npx tsx scripts/bench-login.ts [rounds=20]
import { passwordLogin } from "@/lib/auth/password-login";
import { hashPassword } from "@/lib/auth/password";
import { openTestDb } from "@/lib/testing/db";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";

const rounds = Number(process.argv[2] ?? 20);
const db = await openTestDb("pglite");
const limits = createRateLimits({ kind: "memory" }, rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }));
const email = "bench-login@example.test";
await db.prisma.user.create({ data: { email, referralCode: "bench-login", emailVerified: new Date(), passwordHash: await hashPassword("the right one") } });

const times = { wrongPassword: [] as number[], noAccount: [] as number[] };
for (let i = 0; i < rounds; i++) {
  // Alternating, each from its own address (no lock), so load on the machine hits both alike.
  for (const [kind, who] of [["wrongPassword", email], ["noAccount", `nobody-${i}@example.test`]] as const) {
    const t0 = performance.now();
    const res = await passwordLogin(db.prisma, { email: who, password: "a wrong one", ip: `10.99.${i}.${kind.length}` }, limits);
    times[kind].push(performance.now() - t0);
    if (res.ok || res.error !== "invalidCredentials") throw new Error(`unexpected answer ${JSON.stringify(res)}`);
  }
}
await db.cleanup();

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(1);
  return `median ${at(0.5)} ms (p10 ${at(0.1)}, p90 ${at(0.9)})`;
};
console.log(`password login, ${rounds} rounds each`);
console.log(`  existing account, wrong password: ${stats(times.wrongPassword)}`);
console.log(`  no account (dummy hash):          ${stats(times.noAccount)}`);
