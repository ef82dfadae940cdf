"use client";
// The webhook's settings (lib/webhooks/actions.ts): the URL and its events, the signing secret shown
// once (after the first save and after a rotation, with a copy button), rotation and removal behind a
// confirmation, and "Send test event". Each form refreshes the page's data (the delivery log) once it
// worked; refusals read in the lead's language (TeamWebhooks.errors, else TeamLead.errors).
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import { Heading } from "@/components/ui/heading";
import { Modal } from "@/components/ui/modal";
import type { ActionState, FormAction } from "@/lib/http/action";
import { removeWebhookAction, rotateWebhookSecretAction, saveWebhookAction, sendTestWebhookAction } from "@/lib/webhooks/actions";
import { Field, inputClass } from "../fields";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

const NAMESPACES = ["TeamWebhooks", "TeamLead"] as const;

export function WebhookSettings({ endpoint, events, allowLocal }: {
  endpoint: { url: string; events: string[] } | null;
  /** Every event the endpoint can listen to, in order. */
  events: readonly string[];
  /** This server accepts http://127.0.0.1 (outside production). */
  allowLocal: boolean;
}) {
  const t = useTranslations("TeamWebhooks");
  const message = useActionMessage(...NAMESPACES);
  const save = useRefreshingAction(saveWebhookAction);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (save.state.ok && save.state.detail) setSecret(save.state.detail);
  }, [save.state]);
  const forget = useCallback(() => setSecret(null), []);
  const selected = new Set(endpoint?.events ?? events);
  const fe = save.fieldErrors;
  const eventsId = useId();

  return (
    <div className="flex flex-col gap-6">
      <form action={save.run} className="flex max-w-2xl flex-col gap-4" data-testid="webhook-form" noValidate>
        <FormAlert state={save.state} namespace="TeamWebhooks" />
        {save.state.ok && !save.state.detail && <Alert variant="success">{t("form.saved")}</Alert>}
        <Field label={t("form.url")} hint={allowLocal ? t("form.urlHintLocal") : t("form.urlHint")} error={fe.url && message(fe.url)}>
          {(id) => (
            <input
              id={id} name="url" type="url" inputMode="url" autoComplete="off" spellCheck={false} required
              defaultValue={save.values.url ?? endpoint?.url ?? ""} placeholder="https://example.com/webhooks/lumen" className={inputClass}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2" aria-describedby={fe.events ? eventsId : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">{t("form.events")}</legend>
          {events.map((e) => (
            <label key={e} className="flex items-center gap-2 text-ink">
              <input type="checkbox" name="events" value={e} defaultChecked={selected.has(e)} className="size-4" />
              <span>{t(`events.${e.replaceAll(".", "_")}` as never)}</span>
              <code className="text-xs text-ink-soft">{e}</code>
            </label>
          ))}
          {fe.events && <p id={eventsId} className="text-sm text-danger" role="alert">{message(fe.events)}</p>}
        </fieldset>
        <div>
          <Button type="submit" loading={save.pending}>{t("form.save")}</Button>
        </div>
      </form>

      {endpoint && (
        <section className="flex max-w-2xl flex-col gap-3" aria-labelledby="webhook-secret">
          <Heading level={3} size="md" id="webhook-secret">{t("secret.title")}</Heading>
          {secret ? <SecretReveal secret={secret} /> : <p className="text-sm text-ink-soft">{t("secret.hidden")}</p>}
          <div className="flex flex-wrap gap-3">
            <RotateSecret onRotated={setSecret} />
            <SendTestEvent />
            <RemoveWebhook onRemoved={forget} />
          </div>
        </section>
      )}
    </div>
  );
}

function SecretReveal({ secret }: { secret: string }) {
  const t = useTranslations("TeamWebhooks.secret");
  return (
    <Alert variant="warning" title={t("title")}>
      <div className="flex flex-col gap-3" data-testid="webhook-secret">
        <p>{t("shownOnce")}</p>
        <code className="break-all rounded-lg bg-paper px-3 py-2 font-mono text-sm text-ink">{secret}</code>
        <div><CopyButton value={secret} label={t("copy")} size="sm" /></div>
      </div>
    </Alert>
  );
}

function RotateSecret({ onRotated }: { onRotated: (secret: string) => void }) {
  const t = useTranslations("TeamWebhooks.secret");
  const done = useCallback((state: ActionState) => state.detail && onRotated(state.detail), [onRotated]);
  return (
    <ConfirmedAction
      action={rotateWebhookSecretAction}
      confirm="rotate"
      open={{ label: t("rotate"), variant: "secondary" }}
      title={t("rotateTitle")}
      body={t("rotateBody")}
      cancelLabel={t("cancel")}
      confirmLabel={t("rotateConfirm")}
      onDone={done}
    />
  );
}

function SendTestEvent() {
  const t = useTranslations("TeamWebhooks.test");
  const message = useActionMessage(...NAMESPACES);
  const { state, run, pending } = useRefreshingAction(sendTestWebhookAction);
  const outcome = state.ok ? state.detail : undefined;
  return (
    <form action={run} className="flex flex-col gap-1">
      <Button type="submit" variant="secondary" loading={pending}>{t("send")}</Button>
      {state.error && <span role="alert" className="max-w-xs text-sm text-danger">{message(state.error, state.errorValues)}</span>}
      {outcome && (
        <span role="status" className={`max-w-xs text-sm ${outcome === "delivered" ? "text-success" : "text-ink"}`}>
          {t((["delivered", "retry", "failed"].includes(outcome) ? outcome : "skipped") as never)}
        </span>
      )}
    </form>
  );
}

function RemoveWebhook({ onRemoved }: { onRemoved: () => void }) {
  const t = useTranslations("TeamWebhooks");
  return (
    <ConfirmedAction
      action={removeWebhookAction}
      confirm="remove"
      open={{ label: t("remove.button"), variant: "ghost" }}
      title={t("remove.title")}
      body={t("remove.body")}
      cancelLabel={t("secret.cancel")}
      confirmLabel={t("remove.confirm")}
      onDone={onRemoved}
    />
  );
}

/** A button that opens a confirmation; confirming posts `confirm` to the action, and once it worked calls `onDone` (keep it stable) and closes. */
function ConfirmedAction({ action, confirm, open: trigger, title, body, cancelLabel, confirmLabel, onDone }: {
  action: FormAction;
  confirm: string;
  open: { label: string; variant: "secondary" | "ghost" };
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  onDone: (state: ActionState) => void;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const { state, run, pending } = useRefreshingAction(action);
  useEffect(() => {
    if (state.ok) {
      onDone(state);
      setOpen(false);
    }
  }, [state, onDone]);
  return (
    <>
      <Button variant={trigger.variant} onClick={() => setOpen(true)}>{trigger.label}</Button>
      <Modal
        open={open}
        onClose={() => !pending && setOpen(false)}
        title={title}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>{cancelLabel}</Button>
            <Button type="submit" form={formId} variant="danger" loading={pending}>{confirmLabel}</Button>
          </>
        }
      >
        <form id={formId} action={run} className="flex flex-col gap-3">
          <input type="hidden" name="confirm" value={confirm} />
          <FormAlert state={state} namespace="TeamWebhooks" />
          <p className="text-ink">{body}</p>
        </form>
      </Modal>
    </>
  );
}
