"use client";
// The API page's keys (/app/admin/api): the form that makes one (its secret shown once, with a copy
// button), and the list with a revoke behind a confirmation. Actions: lib/api/actions.ts.
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useActionMessage } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { createApiKeyAction, revokeApiKeyAction } from "@/lib/api/actions";
import { Field, inputClass } from "./fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const NAMESPACES = ["TeamApi", "TeamLead"] as const;

export function CreateApiKeyForm({ scopes }: { scopes: readonly string[] }) {
  const t = useTranslations("TeamApi.admin");
  const message = useActionMessage(...NAMESPACES);
  const { state, run, pending, values, fieldErrors } = useRefreshingAction(createApiKeyAction);
  const secret = state.ok ? state.detail : undefined;
  return (
    <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-5" aria-labelledby="api-key-create">
      <h2 id="api-key-create" className="text-lg font-semibold">{t("create.title")}</h2>
      {secret && (
        <Alert variant="success">
          <div className="flex flex-col gap-2" data-testid="api-key-secret">
            <p>{t("create.created")}</p>
            <div className="flex flex-wrap items-center gap-2">
              <input readOnly value={secret} aria-label={t("create.secretLabel")} className={`${inputClass} min-w-0 flex-1 font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton value={secret} size="sm" />
            </div>
          </div>
        </Alert>
      )}
      {state.error && <Alert variant="danger">{message(state.error, state.errorValues)}</Alert>}
      <form action={run} className="flex flex-col gap-4">
        <Field label={t("create.name")} error={fieldErrors.name ? message(fieldErrors.name) : undefined}>
          {(id) => <input id={id} name="name" required maxLength={80} defaultValue={values.name ?? ""} placeholder={t("create.namePlaceholder")} className={inputClass} />}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t("create.scopes")}</legend>
          {scopes.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="scopes" value={scope} defaultChecked className="size-4" />
              <span>{t(`scopes.${scope}` as never)}</span>
            </label>
          ))}
          {fieldErrors.scopes && <p className="text-sm text-danger" role="alert">{message(fieldErrors.scopes)}</p>}
        </fieldset>
        <div>
          <Button type="submit" loading={pending}>{t("create.submit")}</Button>
        </div>
      </form>
    </section>
  );
}

function RevokeKey({ apiKey }: { apiKey: ApiKeyView }) {
  const t = useTranslations("TeamApi.admin.keys");
  const message = useActionMessage(...NAMESPACES);
  const [open, setOpen] = useState(false);
  const { state, run, pending } = useRefreshingAction(revokeApiKeyAction);
  return (
    <>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)}>{t("revoke")}</Button>
      <Modal
        open={open && !state.ok}
        onClose={() => setOpen(false)}
        title={t("revokeTitle", { name: apiKey.name })}
        description={t("revokeText")}
        size="sm"
      >
        <form action={run} className="flex flex-col gap-3">
          <input type="hidden" name="keyId" value={apiKey.id} />
          {state.error && <p role="alert" className="text-sm text-danger">{message(state.error, state.errorValues)}</p>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>{t("cancel")}</Button>
            <Button type="submit" variant="danger" loading={pending}>{t("confirmRevoke")}</Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

export function ApiKeysTable({ keys }: { keys: ApiKeyView[] }) {
  const t = useTranslations("TeamApi.admin.keys");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  if (!keys.length) return <p className="text-ink-soft">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="api-keys">
        <caption className="sr-only">{t("title")}</caption>
        <thead className="text-ink-soft">
          <tr>
            {(["name", "key", "scopes", "created", "lastUsed", "status"] as const).map((h) => <th key={h} scope="col" className="px-2 py-2 font-medium">{t(h)}</th>)}
            <th scope="col" className="px-2 py-2"><span className="sr-only">{t("revoke")}</span></th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id} className="border-t border-line" data-key-id={k.id}>
              <th scope="row" className="px-2 py-2 font-medium">{k.name}</th>
              <td className="px-2 py-2 font-mono text-xs">{k.prefix}…</td>
              <td className="px-2 py-2">{k.scopes.join(", ")}</td>
              <td className="px-2 py-2 whitespace-nowrap">{when(k.createdAt)}</td>
              <td className="px-2 py-2 whitespace-nowrap">{k.lastUsedAt ? when(k.lastUsedAt) : t("never")}</td>
              <td className="px-2 py-2 whitespace-nowrap">{k.revokedAt ? t("revoked", { date: when(k.revokedAt) }) : t("active")}</td>
              <td className="px-2 py-2 text-right">{!k.revokedAt && <RevokeKey apiKey={k} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
