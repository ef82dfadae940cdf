import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";
import { LanguageSelect } from "./LanguageSelect";

/** The language menu (a server component: its label comes from the server, the menu is a small island). */
export async function LanguageSwitcher() {
  const [t, locale] = await Promise.all([getTranslations("Shell"), getLocale()]);
  return <LanguageSelect locale={locale as Locale} label={t("language")} />;
}
