// The team package calculator (/admin/tools/comp-package-calculator): a custom team package priced from
// its seats (team credits: 1 credit = 1 member shoot), the styles each member gets, the currency and the
// admin's extra discount. The list price and volume tiers are lib/teams/pricing.ts's (the admins'
// teams.creditPrice and teams.volumeDiscounts, read by the page per request); the extra discount
// comes off what the tiers leave, exactly as requestQuote (lib/teams/invoices/quotes.ts) writes it on
// the quote, so what the admin reads is what the organisation is asked to pay.
import "server-only";
import { z } from "zod";
import { CURRENCIES, type Currency } from "@/lib/catalog/currency";
import { CREDIT_QUANTITY, priceCredits, type CreditPricing } from "@/lib/teams/pricing";

/** The most an admin may take off on top of the volume tiers (a quote of nothing is not a quote). */
export const MAX_EXTRA_DISCOUNT = 90;
/** Styles a member may get (the Executive package's 20 is the most any package has). */
export const MAX_STYLES_PER_MEMBER = 20;

const whole = (min: number, max: number, range: string) =>
  z
    .string()
    .max(12)
    .superRefine((v, ctx) => {
      if (!/^\s*-?\d{1,9}\s*$/.test(v)) ctx.addIssue({ code: "custom", message: "notAWholeNumber" });
      else if (Number(v) < min || Number(v) > max) ctx.addIssue({ code: "custom", message: range });
    })
    .transform(Number);

const fields = {
  seats: whole(CREDIT_QUANTITY.min, CREDIT_QUANTITY.max, "seatsRange"),
  stylesPerMember: whole(1, MAX_STYLES_PER_MEMBER, "stylesRange"),
  discountPercent: whole(0, MAX_EXTRA_DISCOUNT, "discountRange"),
};

/** The calculator's GET form (the page reads it from the URL). */
export const calculatorInput = z.object({ ...fields, currency: z.enum(CURRENCIES, { message: "currency" }) });
export type CalculatorInput = z.output<typeof calculatorInput>;

/**
 * The quote form: the calculator's numbers and an organisation (its currency is the quote's). The
 * smallest quote (teams.invoiceMinCredits) is checked by the action, which reads the parameter.
 */
export const compQuoteForm = z.object({
  ...fields,
  organizationId: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, "organizationRequired"),
});

export type CompPackagePrice = {
  seats: number;
  stylesPerMember: number;
  totalStyles: number;
  currency: Currency;
  unitAmount: number;
  /** seats × the credit price. */
  listPrice: number;
  volumePercent: number;
  volumeDiscount: number;
  extraPercent: number;
  /** The admin's percent of what the volume tier leaves. */
  extraDiscount: number;
  total: number;
  /** total / seats, rounded to the minor unit. */
  perSeat: number;
};

export function priceCompPackage(input: CalculatorInput, pricing: CreditPricing): CompPackagePrice {
  const price = priceCredits(input.seats, input.currency, pricing);
  const extraDiscount = Math.round((price.total * input.discountPercent) / 100);
  const total = price.total - extraDiscount;
  return {
    seats: input.seats, stylesPerMember: input.stylesPerMember, totalStyles: input.seats * input.stylesPerMember, currency: input.currency,
    unitAmount: price.unitAmount, listPrice: price.subtotal, volumePercent: price.percent, volumeDiscount: price.discount,
    extraPercent: input.discountPercent, extraDiscount, total, perSeat: Math.round(total / input.seats),
  };
}

/** The organisations a quote may go to: team set up, not deleted (the form's choices). */
export async function quoteOrganizations(db: import("@/lib/db").PrismaClient) {
  return db.organization.findMany({
    where: { deletedAt: null, setupCompletedAt: { not: null } },
    orderBy: { name: "asc" },
    take: 500,
    select: { id: true, name: true, currency: true },
  });
}
