import { getLocale, getTranslations } from "next-intl/server";
import { signOut } from "@/lib/auth";
import { isLocale, localizePath } from "@/lib/i18n/config";

export async function LogoutButton() {
  const t = await getTranslations("Nav");
  async function logout() {
    "use server";
    const locale = await getLocale();
    await signOut({ redirectTo: localizePath("/", isLocale(locale) ? locale : "en") });
  }
  return (
    <form action={logout}>
      <button type="submit" data-testid="logout" className="rounded-md px-3 py-1.5 text-sm font-medium text-ink-soft hover:bg-mist hover:text-ink">
        {t("logout")}
      </button>
    </form>
  );
}
