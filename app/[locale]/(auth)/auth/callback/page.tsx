import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/guard";
import { localizePath } from "@/lib/i18n/config";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { homeFor } from "@/lib/routes/middleware";
import { safeRedirectTarget } from "@/lib/routes/redirect";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where every sign-in (password, emailed link, social) lands: sends the person to the page they came
 * for when it is internal, else to their home for their role, in their language.
 */
export default async function CallbackPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const principal = await currentPrincipal();
  if (!principal) redirect(localizePath("/auth/login", locale));
  const next = safeRedirectTarget(searchParam(await searchParams, "next"), "");
  // `next` is the full path the person asked for, already carrying its language prefix.
  redirect(next || localizePath(homeFor(principal), locale));
}
