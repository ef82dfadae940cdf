import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { PublicFrame } from "@/components/marketing/PublicFrame";

/** The 404 and 403 pages: the status, what happened, and the way home, inside the public pages' header and footer (nothing read from the request: see PublicFrame). */
export async function StatusPage({ status, title, hint, testId }: { status: number; title: string; hint: string; testId: string }) {
  const t = await getTranslations("Errors");
  return (
    <PublicFrame>
      <div className="grid min-h-[60dvh] place-items-center px-4 py-16">
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold text-brand">{status}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight" data-testid={testId}>{title}</h1>
          <p className="mt-3 text-ink-soft">{hint}</p>
          <Link href="/" className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong">
            {t("home")}
          </Link>
        </div>
      </div>
    </PublicFrame>
  );
}
