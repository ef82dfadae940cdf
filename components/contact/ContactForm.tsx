"use client";
// The /contact form: the cached page's only client island. Strings come from Contact.form and
// Contact.errors (the page gives this island those two, components/contact/ContactMessages.tsx).
// reCAPTCHA (when the page passes a key) loads only once someone starts filling the form in, so a
// visitor who only reads the page downloads nothing from Google; its token is fetched on submit.

import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useActionState, useCallback, useRef, useState, type FormEvent } from "react";
import type { RecaptchaConfig } from "@/components/auth/recaptcha";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert, useActionMessage } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";
import { contactAction } from "@/lib/support/actions";
import type { GetToken } from "./ContactRecaptcha";

const ContactRecaptcha = dynamic(() => import("./ContactRecaptcha"), { ssr: false });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inputClass = "w-full rounded-lg border bg-paper px-3 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/20";
const border = (error?: string) => (error ? "border-danger" : "border-line");

/** `topics`: the select's values (lib/support/contact.ts CONTACT_TOPICS), each labelled by Contact.form.topics.<topic>. */
export function ContactForm({ recaptcha, answerTime, topics }: { recaptcha: RecaptchaConfig; answerTime: string; topics: readonly string[] }) {
  const t = useTranslations("Contact.form");
  const message = useActionMessage("Contact");
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(contactAction, {});
  // "Send another message" hides this answer and starts an empty form.
  const [dismissed, setDismissed] = useState<ActionState | null>(null);
  const [armed, setArmed] = useState(false);
  const [captchaError, setCaptchaError] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const getToken = useRef<GetToken | null>(null);
  const tokenInput = useRef<HTMLInputElement>(null);
  const onToken = useCallback((get: GetToken) => {
    getToken.current = get;
  }, []);

  const sent = state.ok === true && state !== dismissed;
  const fresh = state === dismissed;
  const values = fresh ? {} : (state.values ?? {});
  const errors = fresh ? {} : (state.fieldErrors ?? {});
  const arm = () => {
    if (recaptcha && !armed) setArmed(true);
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!recaptcha) return;
    const form = e.currentTarget;
    if (form.dataset.ready === "1") {
      form.dataset.ready = "";
      return;
    }
    e.preventDefault();
    arm();
    setWaiting(true);
    // Google's script may still be loading: ask again for up to 10 seconds.
    const until = Date.now() + 10_000;
    let token: string | null = null;
    for (;;) {
      try {
        token = getToken.current ? await getToken.current("contact") : null;
        if (token || Date.now() > until) break;
      } catch {
        if (Date.now() > until) break;
      }
      await wait(250);
    }
    setWaiting(false);
    if (!token) {
      setCaptchaError(true);
      return;
    }
    if (tokenInput.current) tokenInput.current.value = token;
    setCaptchaError(false);
    form.dataset.ready = "1";
    form.requestSubmit();
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-4" data-testid="contact-sent" role="status">
        <Alert variant="success" title={t("sent.title")}>
          <p>{t("sent.body", { time: answerTime })}</p>
          {state.detail && <p className="mt-2 font-mono text-sm" data-testid="contact-reference">{t("sent.reference", { reference: state.detail })}</p>}
        </Alert>
        <div>
          <Button type="button" variant="secondary" onClick={() => setDismissed(state)}>{t("sent.again")}</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      key={fresh ? "fresh" : "form"}
      action={formAction}
      onSubmit={onSubmit}
      onFocusCapture={arm}
      onPointerDownCapture={arm}
      noValidate
      className="flex flex-col gap-5"
      data-testid="contact-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="recaptcha" ref={tokenInput} />
      {recaptcha && armed && <ContactRecaptcha config={recaptcha} onToken={onToken} />}
      {captchaError && <Alert variant="danger">{message("recaptchaFailed")}</Alert>}
      {!fresh && <FormAlert state={state} namespace="Contact" />}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("name")} error={errors.name && message(errors.name)}>
          {(id) => <input id={id} name="name" autoComplete="name" required maxLength={120} defaultValue={values.name} aria-invalid={errors.name ? true : undefined} className={`h-11 ${inputClass} ${border(errors.name)}`} />}
        </Field>
        <Field label={t("email")} hint={t("emailHint")} error={errors.email && message(errors.email)}>
          {(id) => <input id={id} name="email" type="email" autoComplete="email" required maxLength={320} defaultValue={values.email} aria-invalid={errors.email ? true : undefined} className={`h-11 ${inputClass} ${border(errors.email)}`} />}
        </Field>
      </div>
      <Field label={t("topic")} error={errors.topic && message(errors.topic)}>
        {(id) => (
          <select id={id} name="topic" required defaultValue={values.topic ?? ""} aria-invalid={errors.topic ? true : undefined} className={`h-11 ${inputClass} ${border(errors.topic)}`}>
            <option value="" disabled>{t("topicPlaceholder")}</option>
            {topics.map((topic) => <option key={topic} value={topic}>{t(`topics.${topic}`)}</option>)}
          </select>
        )}
      </Field>
      <Field label={t("message")} hint={t("messageHint")} error={errors.message && message(errors.message)}>
        {(id) => <textarea id={id} name="message" required minLength={10} maxLength={5000} rows={7} defaultValue={values.message} aria-invalid={errors.message ? true : undefined} className={`py-2 ${inputClass} ${border(errors.message)}`} />}
      </Field>
      <Field label={t("reference")} hint={t("referenceHint")} error={errors.reference && message(errors.reference)}>
        {(id) => <input id={id} name="reference" maxLength={100} defaultValue={values.reference} aria-invalid={errors.reference ? true : undefined} className={`h-11 ${inputClass} ${border(errors.reference)}`} />}
      </Field>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t("honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <Button type="submit" loading={pending || waiting} disabled={pending || waiting}>{pending || waiting ? t("sending") : t("submit")}</Button>
      </div>
    </form>
  );
}
