"use client";

import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react";
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from "react-google-recaptcha-v3";
import { assertRecaptchaConfig, recaptchaScriptUrl, runRecaptcha, RecaptchaError, RECAPTCHA_ERRORS, type RecaptchaVersion } from "@/lib/recaptcha/errors";

export type RecaptchaConfig = { siteKey: string; version: RecaptchaVersion } | null;
type GetToken = (action: string) => Promise<string | null>;

const Ctx = createContext<GetToken>(async () => null);

/** Returns a function that yields a reCAPTCHA token for an action, or null when reCAPTCHA is off. */
export function useRecaptchaToken(): GetToken {
  return useContext(Ctx);
}

function V3Bridge({ children }: { children: ReactNode }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  const get = useCallback<GetToken>((action) => runRecaptcha(executeRecaptcha, action), [executeRecaptcha]);
  return <Ctx.Provider value={get}>{children}</Ctx.Provider>;
}

type Grecaptcha = {
  ready(cb: () => void): void;
  render(el: HTMLElement, opts: { sitekey: string; size: "invisible"; badge: "inline"; callback(token: string): void; "error-callback"(): void; "expired-callback"(): void }): number;
  execute(id: number): void;
  reset(id: number): void;
};

/** v2 invisible: the library above speaks v3/enterprise only, so v2 renders its own hidden widget. */
function V2Provider({ siteKey, children }: { siteKey: string; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<Promise<{ g: Grecaptcha; id: number; pending: { resolve(t: string): void; reject(e: Error): void } | null }> | null>(null);

  const load = useCallback(() => {
    widget.current ??= new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = recaptchaScriptUrl(siteKey, "2");
      script.async = true;
      script.onerror = () => reject(new RecaptchaError(RECAPTCHA_ERRORS.loadFailed));
      script.onload = () => {
        const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (!g || !host.current) return reject(new RecaptchaError(RECAPTCHA_ERRORS.loadFailed));
        g.ready(() => {
          const state = { g, id: 0, pending: null as { resolve(t: string): void; reject(e: Error): void } | null };
          state.id = g.render(host.current!, {
            sitekey: siteKey,
            size: "invisible",
            badge: "inline",
            callback: (token) => state.pending?.resolve(token),
            "error-callback": () => state.pending?.reject(new RecaptchaError(RECAPTCHA_ERRORS.executeFailed)),
            "expired-callback": () => g.reset(state.id),
          });
          resolve(state);
        });
      };
      document.head.appendChild(script);
    });
    return widget.current;
  }, [siteKey]);

  const get = useCallback<GetToken>(
    async (action) => {
      const state = await load();
      return runRecaptcha(
        () =>
          new Promise<string>((resolve, reject) => {
            state.pending = { resolve, reject };
            state.g.reset(state.id);
            state.g.execute(state.id);
          }),
        action,
      );
    },
    [load],
  );

  return (
    <Ctx.Provider value={get}>
      {children}
      <div ref={host} hidden />
    </Ctx.Provider>
  );
}

/** Wraps the sign-in and sign-up forms. With no key configured it renders its children as they are. */
export function RecaptchaScope({ config, children }: { config: RecaptchaConfig; children: ReactNode }) {
  useEffect(() => {
    if (config) assertRecaptchaConfig(config.siteKey, config.version);
  }, [config]);
  if (!config) return <>{children}</>;
  if (config.version === "2") return <V2Provider siteKey={config.siteKey}>{children}</V2Provider>;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={config.siteKey} useEnterprise={config.version === "enterprise"} scriptProps={{ async: true, defer: true }}>
      <V3Bridge>{children}</V3Bridge>
    </GoogleReCaptchaProvider>
  );
}
