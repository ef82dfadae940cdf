// The webhook settings as the server renders them: the saved URL and events, the hint that matches the
// server's address rules, and the secret's actions only once there is an endpoint, in each language.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { WebhookSettings } from "./WebhookSettings";

vi.mock("@/lib/webhooks/actions", () => ({ saveWebhookAction: vi.fn(), rotateWebhookSecretAction: vi.fn(), sendTestWebhookAction: vi.fn(), removeWebhookAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const EVENTS = ["model.created", "model.status.updated", "model.photos_ready", "model.favorite_selected", "model.deleted"];
const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);

describe("the webhook settings", () => {
  it("start empty with every event ticked, and no secret actions before the first save", () => {
    const html = render(<WebhookSettings endpoint={null} events={EVENTS} allowLocal={false} />);
    expect(html).toContain('name="url"');
    expect(html.match(/name="events"/g)).toHaveLength(5);
    expect(html.match(/checked=""/g)).toHaveLength(5);
    expect(html).toContain("Addresses on private networks are refused.");
    expect(html).not.toContain("Rotate secret");
    expect(html).not.toContain("Send test event");
    expect(html).toContain("A member picks their favourite headshot");
    expect(html).not.toContain("TeamWebhooks.");
  });

  it("show the saved URL and events, and offer rotation, the test event and removal", () => {
    const html = render(<WebhookSettings endpoint={{ url: "https://hooks.example.com/in", events: ["model.deleted"] }} events={EVENTS} allowLocal />, "de");
    expect(html).toContain('value="https://hooks.example.com/in"');
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toMatch(/checked="" value="model.deleted"/);
    expect(html).toContain("http://127.0.0.1:8080");
    for (const label of ["Secret erneuern", "Testereignis senden", "Webhook entfernen", "Ein Shooting wird gelöscht"]) expect(html).toContain(label);
    expect(html).not.toContain("whsec_");
  });
});
