import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Labels } from "@/components/backoffice/catalogue/catalogue-columns";
import { CatalogueScreen } from "@/components/backoffice/catalogue/catalogue-screen";
import { WardrobeOutfits } from "@/components/backoffice/catalogue/wardrobe-outfits";
import { loadCatalogueScreen } from "@/lib/backoffice/catalogue/screen";
import { groupOutfits } from "@/lib/backoffice/catalogue/wardrobe";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/wardrobe", "BackofficeWardrobe.wardrobeGroup");

/** Wardrobe groups: the list, a new group, one group (`?id=`) with the outfits it holds. */
export default async function WardrobePage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/wardrobe");
  const { missing, ...data } = await loadCatalogueScreen(db, "wardrobeGroup", await searchParams);
  if (missing) notFound();
  if (!data.detail) return <CatalogueScreen resource="wardrobeGroup" {...data} />;
  const [outfits, t] = await Promise.all([groupOutfits(db, data.detail.id), getTranslations("BackofficeWardrobe")]);
  return (
    <CatalogueScreen resource="wardrobeGroup" {...data}
      detailSections={<WardrobeOutfits groupId={data.detail.id} members={outfits.members} others={outfits.others} t={t as unknown as Labels} />} />
  );
}
