import { getTranslations } from "next-intl/server";

/** Google requires this notice when its badge is hidden. */
export async function RecaptchaNotice() {
  const t = await getTranslations("Auth");
  return (
    <p className="text-xs text-ink-soft">
      {t.rich("recaptchaNotice", {
        privacy: (c) => <a className="underline" href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">{c}</a>,
        terms: (c) => <a className="underline" href="https://policies.google.com/terms" target="_blank" rel="noreferrer">{c}</a>,
      })}
    </p>
  );
}
