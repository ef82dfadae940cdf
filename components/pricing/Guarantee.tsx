import { getTranslations } from "next-intl/server";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";

/** The money-back guarantee, with the refund window admins set. */
export async function Guarantee({ days, headingLevel = 2 }: { days: number; headingLevel?: 2 | 3 }) {
  const t = await getTranslations("Pricing.guarantee");
  return (
    <section aria-labelledby="guarantee-title" className="flex gap-4 rounded-[var(--radius-card)] border border-success/30 bg-success-soft p-6" data-testid="guarantee">
      <Icon name="check-circle" size={28} className="shrink-0 text-success" />
      <div>
        <Heading level={headingLevel} size="lg" id="guarantee-title">{t("title")}</Heading>
        <p className="mt-2 max-w-3xl text-ink-soft">{t("body", { days })}</p>
      </div>
    </section>
  );
}
