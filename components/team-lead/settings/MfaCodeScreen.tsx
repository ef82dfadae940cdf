"use client";
// The team lead's sign-in code screen, shown in place of any team lead page while the session has not
// proved its mailed code (lib/auth/mfa-gate.ts → the layout's unauthorized.tsx). It asks for a code by
// itself on the first visit (the screen of a voided code waits for the person to ask), takes the digits
// one box each (a pasted or auto-filled code spreads over them), and reloads the page once it is right.
// Its client state is the `mfa` store (stores/mfa.ts); the server decides everything that counts.
import { useLocale, useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState, FormAction } from "@/lib/http/action";
import { mfaCode, useMfa } from "@/stores/mfa";

export type MfaScreenProps = {
  email: string;
  organization: string;
  codeLive: boolean;
  voided: boolean;
  attemptsLeft: number;
  resendInSeconds: number;
  codeSentAt: string | null;
  digits: number;
};

const MESSAGES = ["TeamSettings.mfa", "TeamLead"];

export function MfaCodeScreen({ screen, send, verify }: { screen: MfaScreenProps; send: FormAction; verify: FormAction }) {
  const t = useTranslations("TeamSettings.mfa");
  const message = useActionMessage(...MESSAGES);
  const locale = useLocale();
  const { resendIn, start, setSending, setResendIn, tick } = useMfa();
  const [sent, sendAction, sendPending] = useActionState<ActionState, FormData>(send, {});
  const asked = useRef(false);

  // The server's picture, each time it is read again (after a code was sent, say).
  useEffect(() => {
    start({ digits: screen.digits, attemptsLeft: screen.attemptsLeft, resendIn: screen.resendInSeconds });
  }, [screen.digits, screen.attemptsLeft, screen.resendInSeconds, screen.codeSentAt, start]);

  // First visit: ask for a code once (not after five wrong tries: then the person asks for a new one).
  useEffect(() => {
    if (asked.current || screen.codeLive || screen.voided || screen.resendInSeconds > 0) return;
    asked.current = true;
    const fd = new FormData();
    fd.set("locale", locale);
    startTransition(() => sendAction(fd));
  }, [screen.codeLive, screen.voided, screen.resendInSeconds, locale, sendAction]);

  useEffect(() => setSending(sendPending), [sendPending, setSending]);
  useEffect(() => {
    // A full load shows the new code's boxes: the screen is the unauthorized() fallback of the page
    // under it, which a router.refresh() does not reliably render again.
    if (sent.ok) window.location.reload();
    if (sent.error === "RATE_LIMITED") setResendIn(30);
  }, [sent, setResendIn]);
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [resendIn, tick]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 py-6" data-testid="mfa-screen">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("lead", { organization: screen.organization })}</p>
      </div>
      {sendPending && <p role="status" className="text-sm text-ink-soft">{t("sending")}</p>}
      {sent.error && <Alert variant="danger" role="alert">{message(sent.error, sent.errorValues)}</Alert>}
      {screen.codeLive ? (
        <CodeForm key={screen.codeSentAt} email={screen.email} verify={verify} />
      ) : (
        screen.voided && <div data-testid="mfa-error"><Alert variant="warning" role="alert">{t("errors.code_voided")}</Alert></div>
      )}
      <form action={sendAction}>
        <input type="hidden" name="locale" value={locale} />
        <Button type="submit" variant="secondary" loading={sendPending} disabled={resendIn > 0}>
          {resendIn > 0 ? t("resendIn", { seconds: resendIn }) : t("resend")}
        </Button>
      </form>
      <p className="text-sm text-ink-soft">{t("rules")}</p>
    </div>
  );
}

/** The boxes for one mailed code; a new code starts a new form (its own tries and refusals). */
function CodeForm({ email, verify }: { email: string; verify: FormAction }) {
  const t = useTranslations("TeamSettings.mfa");
  const message = useActionMessage(...MESSAGES);
  const locale = useLocale();
  const { digits, attemptsLeft, setDigit, fill, clear, setAttemptsLeft } = useMfa();
  const [checked, verifyAction, verifyPending] = useActionState<ActionState, FormData>(verify, {});
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (checked.ok) {
      // A full load, not router.refresh(): the page under the code screen answered unauthorized(), and
      // the client keeps that boundary until a real navigation, even once the server lets the page through.
      window.location.reload();
      return;
    }
    if (checked.error) {
      clear();
      if (checked.detail !== undefined) setAttemptsLeft(Number(checked.detail));
      boxes.current[0]?.focus();
    }
  }, [checked, clear, setAttemptsLeft]);

  const spent = checked.error === "code_voided" || checked.error === "code_expired" || checked.error === "code_none";
  const code = mfaCode(digits);
  const onDigit = (index: number, value: string) => {
    const typed = value.replace(/\D/g, "");
    if (typed.length > 1) {
      fill(index, typed);
      boxes.current[Math.min(index + typed.length, digits.length - 1)]?.focus();
      return;
    }
    setDigit(index, typed);
    if (typed && index < digits.length - 1) boxes.current[index + 1]?.focus();
  };

  return (
    <>
      {checked.error && <div data-testid="mfa-error"><Alert variant="danger" role="alert">{message(checked.error, checked.errorValues ?? { left: attemptsLeft })}</Alert></div>}
      {!spent && (
        <form action={verifyAction} className="flex flex-col gap-4" aria-label={t("formLabel")}>
          <p role="status" className="text-sm text-ink-soft" data-testid="mfa-sent">{t("sent", { email })}</p>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="code" value={code} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">{t("codeLabel", { digits: digits.length })}</legend>
            <div className="flex gap-2">
              {digits.map((d, i) => (
                <input
                  key={i}
                  ref={(el) => {
                    boxes.current[i] = el;
                  }}
                  value={d}
                  onChange={(e) => onDigit(i, e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Backspace" && !d && i > 0) boxes.current[i - 1]?.focus();
                  }}
                  onPaste={(e) => {
                    e.preventDefault();
                    onDigit(i, e.clipboardData.getData("text"));
                  }}
                  inputMode="numeric"
                  autoComplete={i === 0 ? "one-time-code" : "off"}
                  aria-label={t("digit", { n: i + 1, total: digits.length })}
                  className="h-12 w-11 rounded-lg border border-line bg-paper text-center text-xl font-semibold tabular-nums text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
                />
              ))}
            </div>
            <p className="text-sm text-ink-soft" data-testid="mfa-attempts">{t("attemptsLeft", { left: attemptsLeft })}</p>
          </fieldset>
          <Button type="submit" loading={verifyPending} disabled={code.length !== digits.length}>{t("confirm")}</Button>
        </form>
      )}
    </>
  );
}
