import "server-only";
import { env } from "@/lib/env";

export type SellerDetails = {
  name: string;
  website: string;
  email: string;
  /** Lines separated by "\n" (SELLER_ADDRESS separates them with "|"); absent when not configured. */
  address?: string;
  /** ISO 3166-1 alpha-2: decides the reverse charge (lib/invoices/tax.ts). */
  country: string;
  vatId?: string;
};

export type SellerBankDetails = { bankName: string; iban: string; bic: string };

/**
 * The seller block snapshotted on every invoice. Name, site and sender address come from the
 * configuration (APP_URL, EMAIL_FROM); the legal address, country and VAT id from SELLER_ADDRESS,
 * SELLER_COUNTRY and SELLER_VAT_ID.
 */
export function sellerDetails(): SellerDetails {
  const from = env.EMAIL_FROM;
  const email = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const address = env.SELLER_ADDRESS?.split("|").map((line) => line.trim()).filter(Boolean).join("\n");
  return {
    name: "Lumen",
    website: env.APP_URL,
    email,
    ...(address ? { address } : {}),
    country: env.SELLER_COUNTRY,
    ...(env.SELLER_VAT_ID ? { vatId: env.SELLER_VAT_ID } : {}),
  };
}

/** The account a bank-transfer invoice is paid to (SELLER_BANK_NAME, SELLER_IBAN, SELLER_BIC). */
export function sellerBankDetails(): SellerBankDetails {
  return { bankName: env.SELLER_BANK_NAME, iban: env.SELLER_IBAN, bic: env.SELLER_BIC };
}

/** "DE89 3704 0044 0532 0130 00": an IBAN in groups of four, as people read and type it. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
