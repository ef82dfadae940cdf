// /admin/style's "Backdrops" section: each backdrop with its edit form (folded), and a new one.
import { AdminForm, type AdminField } from "@/components/backoffice/admin-form";
import { AdminSection } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import type { FormAction } from "@/lib/http/action";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Backdrop = { id: string; slug: string; name: string; nameDe: string; nameEs: string; kind: string; colors: string[]; active: boolean; styles: number };

const KINDS = ["SOLID", "GRADIENT", "BLUR_OFFICE", "BOKEH", "BRAND"] as const;

function fields(t: Labels, b?: Backdrop): AdminField[] {
  return [
    { kind: "hidden", name: "backdropId", value: b?.id ?? "" },
    b ? { kind: "hidden", name: "slug", value: b.slug } : { kind: "text", name: "slug", label: t("backdrops.form.slug"), required: true, maxLength: 80 },
    { kind: "text", name: "name", label: t("styles.form.name"), required: true, maxLength: 80, defaultValue: b?.name },
    { kind: "text", name: "nameDe", label: t("styles.form.nameDe"), hint: t("styles.form.nameHint"), maxLength: 80, defaultValue: b?.nameDe },
    { kind: "text", name: "nameEs", label: t("styles.form.nameEs"), hint: t("styles.form.nameHint"), maxLength: 80, defaultValue: b?.nameEs },
    { kind: "select", name: "kind", label: t("backdrops.form.kind"), options: KINDS.map((k) => ({ value: k, label: t(`backdrops.kind.${k}`) })), defaultValue: b?.kind ?? "SOLID" },
    { kind: "text", name: "colors", label: t("backdrops.form.colors"), hint: t("backdrops.form.colorsHint"), required: true, maxLength: 200, defaultValue: b?.colors.join(", ") },
    { kind: "checkbox", name: "active", label: t("backdrops.form.active"), defaultChecked: b?.active ?? true },
  ];
}

export function BackdropSection({ backdrops, t, action }: { backdrops: Backdrop[]; t: Labels; action: FormAction }) {
  return (
    <AdminSection title={t("backdrops.title")} description={t("backdrops.intro")} testId="backdrops">
      <ul className="flex flex-col gap-2">
        {backdrops.map((b) => (
          <li key={b.id} className="rounded-lg border border-line p-3" data-testid={`backdrop-${b.slug}`}>
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm">
                {b.colors.map((c) => <span key={c} className="inline-block size-4 rounded-full border border-line" style={{ background: c }} />)}
                <span className="font-medium">{b.name}</span>
                <code className="text-xs">{b.slug}</code>
                <span>{t(`backdrops.kind.${b.kind}`)}</span>
                <span className="text-ink-soft">{t("backdrops.styles", { count: b.styles })}</span>
                <Badge variant={b.active ? "success" : "neutral"}>{b.active ? t("active") : t("inactive")}</Badge>
              </summary>
              <div className="mt-3">
                <AdminForm action={action} namespace="BackofficeStyles" submitLabel={t("styles.form.save")} successMessage={t("styles.form.saved")} testId={`backdrop-edit-${b.slug}`} fields={fields(t, b)} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <h3 className="mt-2 font-semibold">{t("backdrops.newTitle")}</h3>
      <AdminForm action={action} namespace="BackofficeStyles" submitLabel={t("backdrops.form.create")} successMessage={t("styles.form.created")} testId="backdrop-form" fields={fields(t)} />
    </AdminSection>
  );
}
