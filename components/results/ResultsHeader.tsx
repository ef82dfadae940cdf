import { useTranslations } from "next-intl";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/i18n/link";

/** The gallery's head: the shoot's title and its facts (package, number of headshots, ready date). */
export function ResultsHeader({ title, facts }: { title: string; facts: { label: string; value: string }[] }) {
  const t = useTranslations("Results");
  return (
    <header className="flex flex-col gap-4">
      <Link href="/app" className="inline-flex items-center gap-1 self-start text-sm font-medium text-ink-soft hover:text-ink">
        <Icon name="chevron-left" size={16} />
        {t("back")}
      </Link>
      <Heading level={1}>{title}</Heading>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm" data-testid="shoot-facts">
        {facts.map((f) => (
          <div key={f.label} className="flex gap-2">
            <dt className="text-ink-soft">{f.label}</dt>
            <dd className="font-medium text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
