"use client";
// reCAPTCHA for the contact form, loaded (with Google's script) only once someone starts filling the
// form in: ContactForm imports this module lazily, so the page's own JavaScript carries none of it.

import { useEffect } from "react";
import { RecaptchaScope, useRecaptchaToken, type RecaptchaConfig } from "@/components/auth/recaptcha";

export type GetToken = (action: string) => Promise<string | null>;

/** Reports the scope's token function (it changes once Google's script has loaded). */
function TokenReporter({ onChange }: { onChange: (get: GetToken) => void }) {
  const get = useRecaptchaToken();
  useEffect(() => onChange(get), [get, onChange]);
  return null;
}

export default function ContactRecaptcha({ config, onToken }: { config: NonNullable<RecaptchaConfig>; onToken: (get: GetToken) => void }) {
  return (
    <RecaptchaScope config={config}>
      <TokenReporter onChange={onToken} />
    </RecaptchaScope>
  );
}
