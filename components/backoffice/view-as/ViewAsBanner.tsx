// The bar on every page while an admin views the app as someone (lib/auth/view-as.ts): who, read-only,
// and "Stop" (a plain form: it works before any script has loaded).
import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icons";
import { viewAsBanner } from "@/lib/backoffice/view-as/banner";
import { stopViewAsAction } from "@/lib/backoffice/view-as/actions";

export async function ViewAsBanner() {
  const view = await viewAsBanner();
  if (!view) return null;
  const [t, locale] = await Promise.all([getTranslations("BackofficeSupport.viewAs"), getLocale()]);
  return (
    <div role="status" data-testid="view-as-banner" className="sticky top-0 z-[150] flex flex-wrap items-center justify-center gap-3 border-b border-warning bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning">
      <Icon name="alert" size={16} />
      <span>{t("banner", { email: view.email })}</span>
      <form action={stopViewAsAction}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" data-testid="view-as-stop" className="rounded-md border border-warning bg-paper px-3 py-1 text-ink hover:bg-warning-soft">
          {t("stop")}
        </button>
      </form>
    </div>
  );
}
