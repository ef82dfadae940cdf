// Reading server actions' FormData: every field as a string ("" when missing or a file), and the
// form's hidden `locale` field as a supported locale (English when missing or unknown).
import { z } from "zod";
import { isLocale, type Locale } from "@/lib/i18n/config";

export function formText(fd: FormData, key: string): string {
  const v = fd.get(key);
  return typeof v === "string" ? v : "";
}

export function formLocale(fd: FormData): Locale {
  const l = formText(fd, "locale");
  return isLocale(l) ? l : "en";
}

/**
 * An action's schema (lib/http/action.ts) that reads each of its fields as formText does: the first
 * value, "" when missing or a file. So a missing field fails with the schema's own message key, and
 * a field sent twice is not a different answer from the one sent once.
 */
export function textFields<S extends z.ZodObject>(schema: S) {
  return z.preprocess((form) => {
    const fields = (form ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(schema.shape).map((key) => {
        const value = [fields[key]].flat()[0];
        return [key, typeof value === "string" ? value : ""];
      }),
    );
  }, schema);
}

/** A form field in an action's zod schema, read as formText reads it: "" when missing or a file. */
export const formString = z.string().catch("");

/**
 * The FormData for an action called without a form (a button's click handler, an effect): every action
 * goes through lib/http/action.ts, which reads a form.
 */
export function formDataOf(fields: Record<string, string | number>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) fd.set(key, String(value));
  return fd;
}
