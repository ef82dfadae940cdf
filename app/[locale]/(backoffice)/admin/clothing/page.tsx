import { notFound } from "next/navigation";
import { CatalogueScreen } from "@/components/backoffice/catalogue/catalogue-screen";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { loadCatalogueScreen } from "@/lib/backoffice/catalogue/screen";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/clothing", "BackofficeWardrobe.outfit");

/** The outfits the styles dress people in: the list, a new outfit, one outfit (`?id=`). */
export default async function ClothingPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/clothing");
  const { missing, ...data } = await loadCatalogueScreen(db, "outfit", await searchParams);
  if (missing) notFound();
  return <CatalogueScreen resource="outfit" {...data} />;
}
