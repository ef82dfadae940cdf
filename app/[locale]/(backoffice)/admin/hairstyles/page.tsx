import { notFound } from "next/navigation";
import { CatalogueScreen } from "@/components/backoffice/catalogue/catalogue-screen";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { loadCatalogueScreen } from "@/lib/backoffice/catalogue/screen";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/hairstyles", "BackofficeWardrobe.hairstyle");

/** The hairstyles the studio editor offers generative engines. */
export default async function HairstylesPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/hairstyles");
  const { missing, ...data } = await loadCatalogueScreen(db, "hairstyle", await searchParams);
  if (missing) notFound();
  return <CatalogueScreen resource="hairstyle" {...data} />;
}
