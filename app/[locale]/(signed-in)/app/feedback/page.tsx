import { NextIntlClientProvider } from "next-intl";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { FeedbackForm } from "@/components/account/FeedbackForm";
import { Heading } from "@/components/ui/heading";
import { feedbackShoots } from "@/lib/account";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Feedback" });
  return pageMetadata({ path: "/app/feedback", locale, title: t("metaTitle"), index: false });
}

/** /app/feedback[?shoot=…]: private feedback to the team. */
export default async function FeedbackPage({ params, searchParams }: Props) {
  const { principal, db } = await openPage(params, "/app/feedback");
  const [t, format, messages, shoots] = await Promise.all([getTranslations("Feedback"), getFormatter(), getMessages(), feedbackShoots(db, principal!.userId)]);
  const wanted = searchParam(await searchParams, "shoot");
  const shootId = shoots.some((s) => s.id === wanted) ? wanted : "";
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6" data-testid="feedback">
      <div>
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("lead")}</p>
      </div>
      <div className="rounded-[var(--radius-card)] border border-line bg-paper p-6">
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Feedback"])}>
          <FeedbackForm shoots={shoots.map((s) => ({ id: s.id, label: `${s.title} · ${format.dateTime(s.createdAt, { dateStyle: "medium" })}` }))} shootId={shootId} />
        </NextIntlClientProvider>
      </div>
    </div>
  );
}
