import { notFound } from "next/navigation";
import { CatalogueScreen } from "@/components/backoffice/catalogue/catalogue-screen";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { loadCatalogueScreen } from "@/lib/backoffice/catalogue/screen";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/emotions", "BackofficeWardrobe.emotion");

/** The expressions the studio editor offers generative engines. */
export default async function EmotionsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/emotions");
  const { missing, ...data } = await loadCatalogueScreen(db, "emotion", await searchParams);
  if (missing) notFound();
  return <CatalogueScreen resource="emotion" {...data} />;
}
