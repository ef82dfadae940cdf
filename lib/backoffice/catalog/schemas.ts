// /admin/catalog's forms: a package's numbers, a price in one currency, and the package a row action
// is for. Field errors are keys of BackofficeCatalog.errors; the ranges are what the product can make
// and sell (lib/catalog/packages.ts reads the rows these forms write).
import "server-only";
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";

/** The ranges a package's numbers must fall in (inclusive). */
export const PACKAGE_LIMITS = {
  headshots: { min: 1, max: 500 },
  styles: { min: 1, max: 50 },
  outputSize: { min: 512, max: 8192 },
  printSize: { min: 1024, max: 16384 },
  editCredits: { min: 0, max: 100 },
  sortOrder: { min: 0, max: 1000 },
} as const;

/** A new package's slug: lower-case words of letters and digits joined by single hyphens (within what addresses accept, packageSlugSchema). */
export const PACKAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A price in minor units: at least 1, at most 10,000.00. */
export const PRICE_LIMITS = { min: 1, max: 1_000_000 } as const;

type Limit = { min: number; max: number };

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A whole number typed in a form, within `limit`: "notAWholeNumber" or "outOfRange" otherwise. */
export const wholeIn = (limit: Limit) =>
  z.string().max(20).superRefine((v, ctx) => {
    if (!/^\s*-?\d{1,9}\s*$/.test(v)) ctx.addIssue({ code: "custom", message: "notAWholeNumber" });
    else if (Number(v) < limit.min || Number(v) > limit.max) ctx.addIssue({ code: "custom", message: "outOfRange" });
  }).transform(Number);

const fields = {
  name: z.string().trim().min(1, "nameRequired").max(80, "nameTooLong"),
  headshots: wholeIn(PACKAGE_LIMITS.headshots),
  styles: wholeIn(PACKAGE_LIMITS.styles),
  outputSize: wholeIn(PACKAGE_LIMITS.outputSize),
  printSize: z.preprocess(blank, wholeIn(PACKAGE_LIMITS.printSize).optional()).transform((v) => v ?? null),
  editCredits: wholeIn(PACKAGE_LIMITS.editCredits),
  sortOrder: wholeIn(PACKAGE_LIMITS.sortOrder),
};

/** A new package: its slug (fixed from then on: addresses, gift cards and orders name it) and its numbers. */
export const createPackageForm = z.object({
  slug: z.string().trim().toLowerCase().max(63, "slugFormat").regex(PACKAGE_SLUG, "slugFormat"),
  ...fields,
});

/** A package's numbers; `version` is its updatedAt when the form was drawn (another admin's save since then is a conflict). */
export const updatePackageForm = z.object({
  packageId: z.string().trim().min(1).max(64),
  version: z.string().trim().max(40),
  ...fields,
});

export const priceForm = z.object({
  packageId: z.string().trim().min(1).max(64),
  currency: z.enum(CURRENCIES, { message: "currency" }),
  amount: wholeIn(PRICE_LIMITS),
});

export const packageIdForm = z.object({ packageId: z.string().trim().min(1).max(64) });

export type PackageFields = Omit<z.output<typeof createPackageForm>, "slug">;
export type CreatePackageInput = z.output<typeof createPackageForm>;
export type UpdatePackageInput = z.output<typeof updatePackageForm>;
export type PriceInput = z.output<typeof priceForm>;
