// /profile/unsubscribe: opening the link (a plain GET, as a mail scanner does) changes nothing; the
// page confirms itself from the browser through its server action, which does the unsubscribing.
import { readMessages } from "@/lib/i18n/message-files";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unsubscribeToken } from "@/lib/account/unsubscribe";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";

const state = vi.hoisted(() => ({ db: null as TestDb | null }));
// The English messages as plain JSON trees (namespace → key → text).
const en = readMessages("en") as unknown as Record<string, Record<string, string>>;

// The page's request scope (next-intl's server half) and the process-wide database, pointed at a test one.
vi.mock("next-intl/server", () => ({
  setRequestLocale: () => {},
  getMessages: async () => en,
  getTranslations: async (namespace: string) => (key: string) => en[namespace]?.[key],
}));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<object>()), prisma: async () => state.db!.prisma }));
// In Next the page's own provider takes the locale from the request (react-server build of next-intl);
// here the outer provider below stands in for it.
vi.mock("next-intl", async (importOriginal) => {
  const real = await importOriginal<typeof import("next-intl")>();
  const Provider = (props: Parameters<typeof real.NextIntlClientProvider>[0]) => (props.locale ? <real.NextIntlClientProvider {...props} /> : <>{props.children}</>);
  return { ...real, NextIntlClientProvider: Provider };
});
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
// Auth.js (the other account actions and the action wrapper's role check use it) only loads inside Next;
// the unsubscribe action is public and never calls it.
vi.mock("@/lib/auth", () => ({}));

const { default: UnsubscribePage } = await import("@/app/[locale]/(site)/profile/unsubscribe/page");
const { setMarketingAction } = await import("@/lib/account/actions");

beforeAll(async () => {
  state.db = await openTestDb("pglite");
});
afterAll(async () => {
  await state.db?.cleanup();
});

// The root layout's provider, as in the app.
const open = async (token: string) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {await UnsubscribePage({ params: Promise.resolve({ locale: "en" }), searchParams: Promise.resolve({ token }) })}
    </NextIntlClientProvider>,
  );

describe("the unsubscribe page", () => {
  it("changes nothing when fetched; the self-submitting form it renders unsubscribes", async () => {
    const p = state.db!.prisma;
    const user = await createUser(p);
    const token = unsubscribeToken(user.id);

    const html = await open(token);
    expect(html).toContain('data-testid="unsubscribe-confirm"');
    expect(html).toContain(`value="${token}"`);
    expect(html).toContain(en.Unsubscribe!.working);
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).marketingOptOut).toBe(false);
    expect(await p.auditLog.count({ where: { actorId: user.id } })).toBe(0);

    // What the browser submits at once.
    const fd = new FormData();
    fd.set("token", token);
    fd.set("optOut", "1");
    expect(await setMarketingAction({}, fd)).toEqual({ ok: true, detail: "optedOut", values: { optOut: "1" } });
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).marketingOptOut).toBe(true);
  });

  it("says so for a link that is not signed by us, without a form", async () => {
    const html = await open("someone.forged-signature-forged-signature-forged-sig");
    expect(html).toContain('data-testid="unsubscribe-invalid"');
    expect(html).not.toContain("unsubscribe-confirm");
    expect(await open("")).toContain('data-testid="unsubscribe-invalid"');
  });
});
