// An action's error key as text: the form's own namespace first, then the shared Errors.form keys of
// the action wrapper, and never a raw key on the screen.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { FormAlert } from "./form-alert";

const render = (node: ReactNode, locale: "en" | "de" = "en") =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC" onError={() => {}}>
      {node}
    </NextIntlClientProvider>,
  );
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the messages as plain JSON trees
const m = (locale: "en" | "de") => readMessages(locale) as any;
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("a form's error", () => {
  it("is the form's own text for its key, with the key's values", () => {
    expect(render(<FormAlert state={{ error: "wrongPassword" }} namespace="Profile" />)).toContain(html(m("en").Profile.errors.wrongPassword));
    expect(render(<FormAlert state={{ error: "link.used" }} namespace="Auth" />, "de")).toContain(html(m("de").Auth.errors.link.used));
    expect(render(<FormAlert state={{ error: "tooManyRequests", errorValues: { minutes: 7 } }} namespace="Auth" />)).toContain("try again in 7 minutes.");
  });

  it("falls back to the shared text for the wrapper's own keys the form does not name", () => {
    expect(render(<FormAlert state={{ error: "forbidden" }} namespace="Profile" />)).toContain(html(m("en").Errors.form.forbidden));
    expect(render(<FormAlert state={{ error: "notSignedIn" }} namespace="Unsubscribe" />, "de")).toContain(html(m("de").Errors.form.notSignedIn));
  });

  it("reads an unknown key as the generic error, never as the key", () => {
    const own = render(<FormAlert state={{ error: "somethingNew" }} namespace="Feedback" />);
    expect(own).toContain(html(m("en").Feedback.errors.generic));
    const shared = render(<FormAlert state={{ error: "somethingNew" }} namespace="Unsubscribe" />);
    expect(shared).toContain(html(m("en").Errors.form.generic));
    expect(own + shared).not.toContain("somethingNew");
  });

  it("shows nothing without an error", () => {
    expect(render(<FormAlert state={{ fieldErrors: { name: "nameRequired" } } as never} namespace="Profile" />)).toBe("");
  });
});
