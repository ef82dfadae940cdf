// Gift card codes: LUMEN-XXXX-XXXX-XXXX from 31 letters and digits that cannot be misread (no 0/O, 1/I/L),
// 60 bits of randomness from the system's CSPRNG; upper case with hyphens, so normalizeCode (what the
// checkout and /redeem do to what a person types) leaves them as they are.
import "server-only";
import { randomInt } from "node:crypto";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export const GIFT_CARD_CODE = /^LUMEN(-[2-9A-HJKMNP-Z]{4}){3}$/;

export function newGiftCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `LUMEN-${group()}-${group()}-${group()}`;
}
