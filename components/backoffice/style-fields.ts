// The fields of /admin/style's create and edit forms, labelled on the server.
import type { AdminField } from "@/components/backoffice/admin-form";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Options = {
  backdrops: { id: string; name: string; active: boolean }[];
  outfits: { id: string; name: string; gender: string; active: boolean }[];
  avatars: { id: string; name: string }[];
};
type Current = { id: string; slug: string; name: string; nameDe: string; nameEs: string; backdropId: string; outfitId: string; gender: string; avatarId: string | null; sortOrder: number; active: boolean };

export function styleFields(t: Labels, options: Options, style?: Current): AdminField[] {
  const off = (active: boolean) => (active ? "" : ` (${t("inactive")})`);
  return [
    { kind: "hidden", name: "styleId", value: style?.id ?? "" },
    // The slug is set when the style is made (its public page and links name it) and never changes.
    style ? { kind: "hidden", name: "slug", value: style.slug } : { kind: "text", name: "slug", label: t("styles.form.slug"), hint: t("styles.form.slugHint"), required: true, maxLength: 80 },
    { kind: "text", name: "name", label: t("styles.form.name"), required: true, maxLength: 80, defaultValue: style?.name },
    { kind: "text", name: "nameDe", label: t("styles.form.nameDe"), hint: t("styles.form.nameHint"), maxLength: 80, defaultValue: style?.nameDe },
    { kind: "text", name: "nameEs", label: t("styles.form.nameEs"), hint: t("styles.form.nameHint"), maxLength: 80, defaultValue: style?.nameEs },
    { kind: "select", name: "gender", label: t("styles.form.gender"), options: ["FEMALE", "MALE", "UNISEX"].map((g) => ({ value: g, label: t(`gender.${g}`) })), defaultValue: style?.gender ?? "FEMALE" },
    { kind: "select", name: "backdropId", label: t("styles.form.backdrop"), options: options.backdrops.map((b) => ({ value: b.id, label: b.name + off(b.active) })), defaultValue: style?.backdropId },
    { kind: "select", name: "outfitId", label: t("styles.form.outfit"), options: options.outfits.map((o) => ({ value: o.id, label: `${o.name} · ${t(`gender.${o.gender}`)}${off(o.active)}` })), defaultValue: style?.outfitId },
    { kind: "select", name: "avatarId", label: t("styles.form.avatar"), hint: t("styles.form.avatarHint"), options: [{ value: "", label: t("styles.form.noAvatar") }, ...options.avatars.map((a) => ({ value: a.id, label: a.name }))], defaultValue: style?.avatarId ?? "" },
    { kind: "number", name: "sortOrder", label: t("styles.form.sortOrder"), hint: t("styles.form.sortOrderHint"), min: 0, step: 1, defaultValue: style?.sortOrder },
    { kind: "checkbox", name: "active", label: t("styles.form.active"), defaultChecked: style?.active ?? true },
  ];
}
