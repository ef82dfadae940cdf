import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { Link } from "@/i18n/link";
import { activateWorkflowAction, deactivateWorkflowAction, saveWorkflowAction, testWorkflowAction } from "@/lib/backoffice/engine/actions";
import { listComfyWorkflows, workflowForEdit } from "@/lib/backoffice/engine/workflows";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { COMFY_PLACEHOLDERS, COMFY_REQUIRED_PLACEHOLDERS } from "@/lib/engine/adapters/comfyui";
import { ENGINE_CAPABILITIES } from "@/lib/engine/registry";
import { env } from "@/lib/env";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = backofficeMetadata("/admin/comfy-workflows", "BackofficeEngine.workflows");

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const braces = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(", ");

/** The ComfyUI workflows and their versions (lib/backoffice/engine/workflows.ts). */
export default async function ComfyWorkflowsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/comfy-workflows");
  const query = await searchParams;
  const editId = typeof query.edit === "string" ? query.edit : null;
  const [t, format, rows, editing] = await Promise.all([
    getTranslations("BackofficeEngine.workflows"),
    getFormatter(),
    listComfyWorkflows(db),
    editId ? workflowForEdit(db, editId) : null,
  ]);
  const editingRow = editing ? rows.find((r) => r.id === editId) : null;

  return (
    <AdminPage
      title={t("title")}
      intro={t("intro")}
      testId="comfy-workflows"
    >
      <>
        <div className="flex flex-col gap-1 text-sm" data-testid="comfy-server">
          <p>{t("engine", { engine: env.ENGINE })}</p>
          {env.COMFYUI_URL ? <p>{t("server", { url: env.COMFYUI_URL })}</p> : <p className="text-danger">{t("serverMissing")}</p>}
          <p className="text-ink-soft">{t("placeholders", { list: braces(COMFY_PLACEHOLDERS), required: braces(COMFY_REQUIRED_PLACEHOLDERS) })}</p>
        </div>

        <AdminSection title={t("listTitle")} testId="comfy-workflow-list">
          {rows.length === 0 ? (
            <p className="text-sm text-ink-soft">{t("empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-ink-soft">
                    {(["name", "version", "status", "capabilities", "nodes", "created", "actions"] as const).map((c) => <th key={c} className="py-2 pr-4 font-medium">{t(`columns.${c}`)}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className="border-t border-line align-top" data-testid="comfy-workflow-row" data-name={r.name} data-version={r.version} data-active={String(r.active)}>
                      <td className="py-2 pr-4">
                        <span className="font-medium">{r.name}</span>
                        {r.description && <p className="text-ink-soft">{r.description}</p>}
                      </td>
                      <td className="py-2 pr-4 tabular-nums">v{r.version}</td>
                      <td className="py-2 pr-4">{r.active ? <span className="font-medium text-success">{t("active")}</span> : t("inactive")}</td>
                      <td className="py-2 pr-4">{r.capabilities.map((c) => (ENGINE_CAPABILITIES as readonly string[]).includes(c) ? t(`capability.${c as (typeof ENGINE_CAPABILITIES)[number]}`) : c).join(", ") || "—"}</td>
                      <td className="py-2 pr-4 tabular-nums">{r.nodes}</td>
                      <td className="py-2 pr-4">{format.dateTime(r.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
                      <td className="flex flex-col gap-2 py-2">
                        <AdminForm
                          action={r.active ? deactivateWorkflowAction : activateWorkflowAction}
                          namespace="BackofficeEngine"
                          layout="inline"
                          variant="secondary"
                          fields={[{ kind: "hidden", name: "id", value: r.id }]}
                          submitLabel={r.active ? t("deactivate") : t("activate")}
                          successMessage={r.active ? t("deactivated") : t("activated")}
                        />
                        <AdminForm
                          action={testWorkflowAction}
                          namespace="BackofficeEngine"
                          layout="inline"
                          variant="secondary"
                          fields={[{ kind: "hidden", name: "id", value: r.id }]}
                          submitLabel={t("test")}
                          successMessage={t("tested")}
                        />
                        <Link href={`/admin/comfy-workflows?edit=${encodeURIComponent(r.id)}`} className="text-sm underline">{t("edit")}</Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminSection>

        <AdminSection title={t("saveTitle")} description={editing && editingRow ? t("editing", { name: editingRow.name, version: editingRow.version }) : undefined} testId="comfy-workflow-save">
          <AdminForm
            key={editId ?? "new"}
            action={saveWorkflowAction}
            namespace="BackofficeEngine"
            submitLabel={t("save")}
            successMessage={t("saved")}
            fields={[
              { kind: "text", name: "name", label: t("name"), hint: t("nameHint"), required: true, maxLength: 100, defaultValue: editing?.name },
              { kind: "textarea", name: "description", label: t("description"), rows: 2, maxLength: 2000, defaultValue: editing?.description },
              { kind: "textarea", name: "workflow", label: t("workflow"), hint: t("workflowHint"), rows: 16, mono: true, required: true, defaultValue: editing?.json },
              ...ENGINE_CAPABILITIES.map((c) => ({ kind: "checkbox" as const, name: `cap_${c}`, label: t("capabilities", { name: t(`capability.${c}`) }), defaultChecked: editing?.capabilities.includes(c) })),
            ]}
          />
        </AdminSection>
      </>
    </AdminPage>
  );
}
