import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

export default async function Forbidden() {
  const t = await getTranslations("Errors");
  return (
    <main id="main" className="grid min-h-[70dvh] place-items-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand">403</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight" data-testid="forbidden">{t("forbidden")}</h1>
        <p className="mt-3 text-ink-soft">{t("forbiddenHint")}</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong">
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
