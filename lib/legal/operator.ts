// Who runs this installation, for the imprint (/legal/imprint): the seller block of the invoices
// (lib/payments/seller.ts: name, sender address, website, legal address, country, VAT id) and three
// details only the imprint states (SELLER_LEGAL_NAME, SELLER_REGISTER, SELLER_REPRESENTATIVE). Nothing
// is made up: a detail that is not configured is null, and the imprint says it is not provided.
import "server-only";
import { env } from "@/lib/env";
import { sellerDetails } from "@/lib/payments/seller";

export type OperatorDetails = {
  /** The service's name (the invoices' seller name). */
  service: string;
  legalName: string | null;
  /** Address lines, the country last; null when SELLER_ADDRESS is not set. */
  address: string[] | null;
  /** ISO 3166-1 alpha-2 of the address (shown with it). */
  country: string;
  vatId: string | null;
  register: string | null;
  representative: string | null;
  email: string;
  website: string;
};

type OperatorConfig = { SELLER_LEGAL_NAME?: string; SELLER_REGISTER?: string; SELLER_REPRESENTATIVE?: string };

export function operatorDetails(config: OperatorConfig = env, seller = sellerDetails()): OperatorDetails {
  return {
    service: seller.name,
    legalName: config.SELLER_LEGAL_NAME ?? null,
    address: seller.address ? seller.address.split("\n") : null,
    country: seller.country,
    vatId: seller.vatId ?? null,
    register: config.SELLER_REGISTER ?? null,
    representative: config.SELLER_REPRESENTATIVE ?? null,
    email: seller.email,
    website: seller.website,
  };
}
