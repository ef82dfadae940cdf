// A wardrobe group's outfits (/admin/wardrobe?id=…): each with a button taking it out of the group, and a
// form putting another outfit in (an outfit in another group moves: it is in at most one).
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminSection } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/link";
import { setOutfitGroupAction } from "@/lib/backoffice/catalogue/actions";
import type { GroupOutfit } from "@/lib/backoffice/catalogue/wardrobe";
import type { Labels } from "./catalogue-columns";

export function WardrobeOutfits({ groupId, members, others, t }: { groupId: string; members: readonly GroupOutfit[]; others: readonly GroupOutfit[]; t: Labels }) {
  const label = (o: GroupOutfit) => `${o.name} (${t(`options.gender.${o.gender}`)})${o.active ? "" : ` · ${t("state.inactive")}`}${o.groupId ? ` · ${t("inOtherGroup")}` : ""}`;
  return (
    <AdminSection title={t("wardrobeGroup.outfits")} description={t("wardrobeGroup.outfitsIntro")} testId="wardrobe-outfits">
      {members.length === 0 ? (
        <p className="text-sm text-ink-soft">{t("wardrobeGroup.noOutfits")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {members.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-3 text-sm" data-testid={`wardrobe-outfit-${o.slug}`}>
              <Link href={`/admin/clothing?id=${o.id}`} className="font-medium underline">{o.name}</Link>
              <Badge variant="neutral">{t(`options.gender.${o.gender}`)}</Badge>
              {!o.active && <Badge variant="neutral">{t("state.inactive")}</Badge>}
              <AdminForm action={setOutfitGroupAction} namespace="BackofficeWardrobe" layout="inline" variant="secondary" submitLabel={t("wardrobeGroup.remove")}
                fields={[{ kind: "hidden", name: "outfitId", value: o.id }, { kind: "hidden", name: "groupId", value: "" }]} />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <AdminForm action={setOutfitGroupAction} namespace="BackofficeWardrobe" submitLabel={t("wardrobeGroup.add")} successMessage={t("saved")} testId="wardrobe-add-outfit"
          fields={[
            { kind: "hidden", name: "groupId", value: groupId },
            { kind: "select", name: "outfitId", label: t("wardrobeGroup.outfit"), options: others.map((o) => ({ value: o.id, label: label(o) })) },
          ]} />
      )}
    </AdminSection>
  );
}
