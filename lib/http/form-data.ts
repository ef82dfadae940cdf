// Reading server actions' FormData: every field as a string ("" when missing or a file), and the
// form's hidden `locale` field as a supported locale (English when missing or unknown).
import { isLocale, type Locale } from "@/lib/i18n/config";

export function formText(fd: FormData, key: string): string {
  const v = fd.get(key);
  return typeof v === "string" ? v : "";
}

export function formLocale(fd: FormData): Locale {
  const l = formText(fd, "locale");
  return isLocale(l) ? l : "en";
}
