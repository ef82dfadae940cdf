// The waiting screen's server-rendered HTML for each state: the step list, progress, time left and
// the failure explanations. (Following the status live is tested in follow.test.ts.) Next's router and
// the retry server action only run inside Next, so they are replaced by stand-ins that do nothing.
import { readMessages } from "@/lib/i18n/message-files";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import type { ShootStatus } from "@/lib/shoots/status";
import { stepIndex, timeLeft } from "./progress";
import { ShootWaiting } from "./ShootWaiting";

vi.mock("@/i18n/link", () => ({
  Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} />,
}));
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {} }),
}));
vi.mock("@/lib/shoots/actions", () => ({ retryShootAction: async () => ({ ok: true }) }));

const status = (over: Partial<ShootStatus>): ShootStatus => ({
  id: "shoot1", state: "WAITING", progress: 0, results: 0, headshots: 40, failureReason: null, failureGroup: null,
  canRetry: false, retryCount: 0, submittedAt: "2026-03-01T10:00:00.000Z", readyAt: null, etaSeconds: null, ...over,
});

function render(s: ShootStatus, locale = "en") {
  const messages = readMessages(locale as "en" | "de" | "es");
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <ShootWaiting initial={s} />
    </NextIntlClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("waiting screen markup", () => {
  it("shows a queued shoot as the first of four steps, at 0 %", () => {
    const html = render(status({}));
    expect(html).toMatch(/data-testid="shoot-state" data-state="WAITING"[^>]*>.*Your shoot is in the queue/);
    const steps = [...html.matchAll(/<li (aria-current="step" )?class="[^"]*">.*?<span>([^<]+)<\/span>/g)].map((m) => [m[2], Boolean(m[1])]);
    expect(steps).toEqual([["Queued", true], ["Preparing your photos", false], ["Creating your headshots", false], ["Ready", false]]);
    expect(html).toContain('role="progressbar" aria-labelledby="shoot-progress-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"');
    expect(html).not.toContain('data-testid="time-left"');
  });

  it("counts results and says how long is left while generating (German)", () => {
    const html = render(status({ state: "GENERATING", progress: 50, results: 20, etaSeconds: 150 }), "de");
    expect(html).toContain('aria-valuenow="50"');
    expect(text(html)).toContain("20 von 40 Porträtfotos erstellt");
    expect(text(html)).toContain("Noch etwa 3 Minuten");
    expect(text(html)).toContain("50 %");
    // Earlier steps are marked done, the current one is the third.
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(text(html)).toMatch(/In der Warteschlange \(erledigt\) .*Deine Fotos werden vorbereitet \(erledigt\)/);
  });

  it("explains unusable photos, points to support and offers to choose other photos instead of a plain retry", () => {
    const html = render(status({ state: "FAILED", progress: 27, results: 10, failureReason: "NO_USABLE_RESULT", failureGroup: "photos", canRetry: true }));
    expect(html).toContain('data-testid="shoot-failure" data-group="photos"');
    expect(text(html)).toContain("couldn't make good headshots from the photos you uploaded");
    expect(text(html)).toContain("10 headshots are already made and are kept");
    expect(html).toMatch(/<button type="button"[^>]*>Choose other photos<\/button>/);
    expect(html).not.toContain(">Try again</button>");
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('role="progressbar"');
  });

  it("tells a busy engine apart, with the automatic retries counted, and no retry once they are used up (Spanish)", () => {
    const html = render(status({ state: "FAILED", failureReason: "ENGINE_BUSY", failureGroup: "busy", retryCount: 2, canRetry: false }), "es");
    expect(html).toContain('data-group="busy"');
    expect(text(html)).toContain("Tus fotos están bien");
    expect(text(html)).toContain("automáticamente 2 veces");
    expect(text(html)).toContain("tantas veces como permitimos");
    expect(html).not.toContain("Intentarlo de nuevo</button>");
  });
});

describe("progress helpers", () => {
  it("places each state on the step list", () => {
    expect(["WAITING", "PROCESSING", "GENERATING", "ACTIVE", "FAILED"].map((s) => stepIndex(s as ShootStatus["state"]))).toEqual([0, 1, 2, 3, -1]);
  });

  it("counts the estimate down and says so when it is passed", () => {
    expect(timeLeft(null, 0)).toBeNull();
    expect(timeLeft(150, 0)).toEqual({ kind: "minutes", minutes: 3 });
    expect(timeLeft(150, 100)).toEqual({ kind: "underMinute" });
    expect(timeLeft(150, 151)).toEqual({ kind: "overdue" });
  });
});
