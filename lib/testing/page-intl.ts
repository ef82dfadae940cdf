// Render tests of server pages: next-intl's server functions answered from the real message files, in
// the locale the test's page was opened in (`localeOf`, read at call time). Use it as the factory of
// the test file's mock, which must stay in that file to be hoisted:
//   vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
import { createFormatter, createTranslator } from "next-intl";
import { LOCALES } from "@/lib/i18n/config";
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";

const MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, readMessages(l)])) as Record<string, MessageTree>;

export function nextIntlServer(localeOf: () => string) {
  return {
    setRequestLocale: () => {},
    getLocale: async () => localeOf(),
    getTranslations: async (arg: string | { locale: string; namespace: string }) => {
      const { locale, namespace } = typeof arg === "string" ? { locale: localeOf(), namespace: arg } : arg;
      return createTranslator({ locale, messages: MESSAGES[locale]!, namespace: namespace as never, timeZone: "UTC" });
    },
    getFormatter: async () => createFormatter({ locale: localeOf(), timeZone: "UTC" }),
  };
}
