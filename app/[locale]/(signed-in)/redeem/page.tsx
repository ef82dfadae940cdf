import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { RedeemForm } from "@/components/redeem/RedeemForm";
import { Heading } from "@/components/ui/heading";
import { guardPage } from "@/lib/auth/guard";
import { localizePath } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { normalizeCode } from "@/lib/payments/schemas";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Redeem" });
  return pageMetadata({ path: "/redeem", locale, title: t("metaTitle"), index: false });
}

/** /redeem[?code=…]: a signed-in person turns a gift-card code into a shoot of the card's package. */
export default async function RedeemPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  // A link with the code (from the gift email) survives the detour through the login page.
  const code = normalizeCode(searchParam(await searchParams, "code").slice(0, 64));
  await guardPage("/redeem", locale, `${localizePath("/redeem", locale)}${code ? `?code=${encodeURIComponent(code)}` : ""}`);
  const [t, messages] = await Promise.all([getTranslations("Redeem"), getMessages()]);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6" data-testid="redeem">
      <div>
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <p className="mt-3 text-ink-soft">{t("lead")}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Redeem"])}>
        <RedeemForm initialCode={code} />
      </NextIntlClientProvider>
      <section className="rounded-[var(--radius-card)] border border-line p-5 text-sm" aria-labelledby="redeem-next">
        <Heading level={2} size="md" id="redeem-next">{t("next.title")}</Heading>
        <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 text-ink-soft">
          <li>{t("next.upload")}</li>
          <li>{t("next.styles")}</li>
          <li>{t("next.results")}</li>
        </ol>
      </section>
    </div>
  );
}
