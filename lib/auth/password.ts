import "server-only";
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes GPU/ASIC guessing expensive
// while one login still costs ~60 ms on a 2-core machine. Parameters are stored with each hash so
// they can be raised later without breaking existing accounts.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Format: scrypt$N$r$p$saltB64$hashB64 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEM });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

// What a missing account (or one without a password) is checked against: the same scrypt work as a
// wrong password, so the time a login takes does not tell whether the address has an account.
const DUMMY_HASH = ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, Buffer.alloc(16).toString("base64"), Buffer.alloc(KEY_LENGTH).toString("base64")].join("$");

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const usable = Boolean(stored && /^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/.test(stored));
  const [, n, r, p, saltB64, hashB64] = (usable ? stored! : DUMMY_HASH).split("$");
  const expected = Buffer.from(hashB64!, "base64");
  const key = await scrypt(password, Buffer.from(saltB64!, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return usable && key.length === expected.length && timingSafeEqual(key, expected);
}
