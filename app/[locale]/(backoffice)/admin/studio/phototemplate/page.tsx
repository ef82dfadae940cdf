import { notFound } from "next/navigation";
import { CatalogueScreen } from "@/components/backoffice/catalogue/catalogue-screen";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { loadCatalogueScreen } from "@/lib/backoffice/catalogue/screen";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/studio/phototemplate", "BackofficeWardrobe.photoTemplate");

/** The studio editor's photo templates (output size, shape, head share). */
export default async function PhotoTemplatesPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/studio/phototemplate");
  const { missing, ...data } = await loadCatalogueScreen(db, "photoTemplate", await searchParams);
  if (missing) notFound();
  return <CatalogueScreen resource="photoTemplate" {...data} />;
}
