import { getFormatter, getTranslations } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { resetParameterAction, updateParameterAction } from "@/lib/backoffice/parameters/actions";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";
import { NOT_READ_YET, PARAMETER_SPECS, REGISTRY_KEYS, parameterMessageKey, type ParameterSpec } from "@/lib/parameters/schema";
import { parameterHistory, storedParameters } from "@/lib/parameters/update";

export const generateMetadata = backofficeMetadata("/admin/parameters", "BackofficeOperations.parameters");

const GROUPS: ParameterSpec["group"][] = ["photos", "shoots", "money", "referral", "teams", "security", "api", "reviews", "tools"];
const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
const edit = (v: unknown, kind: ParameterSpec["kind"]) => (kind === "json" ? JSON.stringify(v, null, 2) : show(v));

/** Every business parameter: its default, its value now, a form to change it, a reset and its history. */
export default async function ParametersPage({ params }: LocaleParams) {
  const { db } = await openPage(params, "/admin/parameters");
  const [t, format, stored, histories] = await Promise.all([
    getTranslations("BackofficeOperations.parameters"),
    getFormatter(),
    storedParameters(db),
    Promise.all(REGISTRY_KEYS.map(async (key) => [key, await parameterHistory(db, key, 10)] as const)),
  ]);
  const historyOf = new Map(histories);
  return (
    <>
    <AdminPage title={t("title")} intro={t("intro")} testId="parameters">
      {GROUPS.map((group) => (
        <AdminSection key={group} title={t(`groups.${group}`)}>
          {REGISTRY_KEYS.filter((k) => PARAMETER_SPECS[k].group === group).map((key) => {
            const spec = PARAMETER_SPECS[key] as ParameterSpec;
            const m = parameterMessageKey(key);
            const row = stored.get(key);
            const valid = row ? spec.schema.safeParse(row.value).success : false;
            const current = row && valid ? row.value : spec.default;
            const history = historyOf.get(key) ?? [];
            const label = t(`keys.${m}.label` as never);
            return (
              <article key={key} className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0" data-testid={`parameter-${key}`}>
                <div>
                  <h3 className="font-semibold">{label}</h3>
                  <p className="text-sm text-ink-soft">{t(`keys.${m}.description` as never)}</p>
                  <p className="font-mono text-xs text-ink-soft">{key}</p>
                  {NOT_READ_YET.has(key) && <p className="mt-1 text-sm text-warning" data-testid="parameter-not-read">{t("notReadYet")}</p>}
                </div>
                <Facts
                  items={[
                    [t("default"), <code key="d" className="break-all text-xs">{show(spec.default)}</code>],
                    [t("current"), <code key="c" className="break-all text-xs" data-testid="parameter-current">{show(current)}</code>],
                    ...(row && !valid ? [[t("invalidStored"), <code key="i" className="break-all text-xs text-danger">{show(row.value)}</code>] as const] : []),
                    ...(spec.kind === "integer" ? [[t("range"), t("rangeValue", { min: spec.min!, max: spec.max! })] as const] : []),
                  ]}
                />
                <AdminForm
                  action={updateParameterAction}
                  namespace="BackofficeOperations"
                  submitLabel={t("save")}
                  successMessage={t("saved")}
                  testId={`parameter-form-${key}`}
                  fields={[
                    { kind: "hidden", name: "key", value: key },
                    spec.kind === "json"
                      ? { kind: "textarea", name: "value", label: t("newValue", { label }), defaultValue: edit(current, spec.kind), rows: 6, mono: true, hint: t("jsonHint"), required: true }
                      : spec.kind === "url"
                        ? { kind: "url", name: "value", label: t("newValue", { label }), defaultValue: edit(current, spec.kind), required: true }
                        : { kind: "text", name: "value", label: t("newValue", { label }), defaultValue: edit(current, spec.kind), required: true },
                  ]}
                />
                <AdminForm
                  action={resetParameterAction}
                  namespace="BackofficeOperations"
                  layout="inline"
                  variant="secondary"
                  submitLabel={t("reset")}
                  testId={`parameter-reset-${key}`}
                  fields={[{ kind: "hidden", name: "key", value: key }]}
                  confirm={{ title: t("resetConfirm.title", { label }), body: t("resetConfirm.body", { value: show(spec.default) }), confirmLabel: t("reset"), cancelLabel: t("cancel") }}
                />
                <details className="text-sm">
                  <summary className="cursor-pointer text-ink-soft">{t("history", { count: history.length })}</summary>
                  {history.length === 0 ? (
                    <p className="mt-2 text-ink-soft">{t("noHistory")}</p>
                  ) : (
                    <ul className="mt-2 flex flex-col gap-1" data-testid={`parameter-history-${key}`}>
                      {history.map((h) => (
                        <li key={h.id}>
                          {t("historyLine", { at: format.dateTime(h.at, { dateStyle: "medium", timeStyle: "short" }), who: h.actorEmail ?? t("system"), before: show(h.before), after: show(h.after) })}
                          {h.reset ? ` ${t("wasReset")}` : ""}
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </article>
            );
          })}
        </AdminSection>
      ))}
    </AdminPage>
    </>
  );
}
