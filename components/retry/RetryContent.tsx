import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import type { RetryCandidate } from "@/lib/shoots/retry";
import { RetryShootCard } from "./RetryShootCard";

/** The person's shoots (listRetryCandidates) with their free retry: who gets one and why, who does not and why not. */
export async function RetryContent({ shoots }: { shoots: RetryCandidate[] }) {
  const [t, messages] = await Promise.all([getTranslations("Retry"), getMessages()]);
  // Shoots that can be retried first, then the rest, each group newest first.
  const sorted = [...shoots.filter((s) => s.check.eligible), ...shoots.filter((s) => !s.check.eligible)];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" data-testid="retry">
      <div>
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <p className="mt-3 text-ink-soft">{t("lead")}</p>
      </div>
      {sorted.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="retry-empty">{t("empty")}</p>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Retry"])}>
          <ul className="flex flex-col gap-4" data-testid="retry-shoots">
            {sorted.map((shoot) => (
              <li key={shoot.id}>
                <RetryShootCard shoot={shoot} />
              </li>
            ))}
          </ul>
        </NextIntlClientProvider>
      )}
      <p className="text-sm text-ink-soft">
        {t("refundHint")}{" "}
        <Link href="/refund" className="font-semibold text-brand hover:underline">{t("refundLink")}</Link>
      </p>
    </div>
  );
}
