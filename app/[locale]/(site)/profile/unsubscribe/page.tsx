import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { UnsubscribeConfirm } from "@/components/account/UnsubscribeConfirm";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { verifyUnsubscribeToken } from "@/lib/account";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Unsubscribe" });
  return pageMetadata({ path: "/profile/unsubscribe", locale, title: t("metaTitle"), index: false });
}

/**
 * /profile/unsubscribe?token=…: one click from a marketing email, no sign-in. The page itself changes
 * nothing (link scanners fetch it too): it checks the signature and, in the browser, submits the
 * unsubscribe at once (the signed token is the credential), then confirms it and offers to subscribe
 * again. Transactional mail is not affected.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  await pageLocale(params);
  const token = searchParam(await searchParams, "token");
  const [t, messages] = await Promise.all([getTranslations("Unsubscribe"), getMessages()]);
  const valid = verifyUnsubscribeToken(token) !== null;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <Heading level={1} size="2xl">{t("metaTitle")}</Heading>
      {valid ? (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Unsubscribe"])}>
          <UnsubscribeConfirm token={token} />
        </NextIntlClientProvider>
      ) : (
        <div className="flex flex-col items-start gap-5" data-testid="unsubscribe-invalid">
          <Alert variant="warning" title={t("invalidTitle")}>{t("invalidBody")}</Alert>
          <ButtonLink href="/" variant="secondary">{t("toHome")}</ButtonLink>
        </div>
      )}
    </div>
  );
}
