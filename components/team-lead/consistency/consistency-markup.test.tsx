// The brand-consistency forms as the server renders them: a sub-team's inherited pool read only, the
// variety switch offered only from 4 backdrops (and an inheriting team's shown as the organisation's),
// the combos' limits, and a member's fixed styles with nothing to pick.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { FixedStylesStep } from "@/components/upload/FixedStylesStep";
import { readMessages } from "@/lib/i18n/message-files";
import type { StyleOption } from "@/lib/catalog/styles";
import { CombosPanel } from "./CombosPanel";
import { PoolForm } from "./PoolForm";
import { VarietyForm } from "./VarietyForm";

// Rendering only hands the actions to React; it never runs them.
vi.mock("@/lib/teams/consistency-actions", () => ({
  savePoolAction: vi.fn(), customisePoolAction: vi.fn(), inheritPoolAction: vi.fn(), backdropVarietyAction: vi.fn(),
  saveComboAction: vi.fn(), deleteComboAction: vi.fn(), moveComboAction: vi.fn(), combosEnabledAction: vi.fn(),
}));
vi.mock("@/lib/shoots/actions", () => ({ stylesAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const render = (node: ReactNode, locale: "en" | "de" | "es" = "en") =>
  renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">{node}</NextIntlClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");
const backdrop = (id: string) => ({ id, name: `Backdrop ${id}`, backdrop: { kind: "SOLID" as const, colors: ["#999999"] }, outfit: null, forFemale: true, forMale: true });

describe("a pool", () => {
  it("is saved with a box per gender, counted; an inherited one is read only", () => {
    const items = [backdrop("a"), backdrop("b")];
    const own = render(<PoolForm kind="backdrops" teamId={null} items={items} saved={{ female: ["a"], male: ["a", "b"] }} readOnly={false} />);
    expect(own).toMatch(/name="female" checked="" value="a"/);
    expect(own).toContain('aria-label="Backdrop b: For men"');
    expect(text(own)).toContain("For women: 1 · For men: 2");
    expect(text(own)).toContain("Save");
    const inherited = render(<PoolForm kind="backdrops" teamId="t1" items={items} saved={{ female: ["a"], male: [] }} readOnly />);
    expect(inherited.match(/type="checkbox"/g)).toHaveLength(4);
    expect(inherited.match(/disabled=""/g)).toHaveLength(4);
    expect(inherited).not.toContain('type="submit"');
  });
});

describe("force backdrop variety", () => {
  it("is offered from 4 backdrops only, and an inheriting team shows the organisation's setting", () => {
    const few = text(render(<VarietyForm teamId={null} on={false} available={false} count={3} min={4} inherited={false} />));
    expect(few).toContain("Approve at least 4 backdrops to force variety (3 approved now).");
    const offered = render(<VarietyForm teamId={null} on available count={4} min={4} inherited={false} />);
    expect(offered).toMatch(/type="checkbox" name="on" checked=""/);
    expect(text(render(<VarietyForm teamId="t1" on available count={5} min={4} inherited />, "de"))).toContain("Dieses Team nutzt die Einstellung der Organisation: an.");
  });
});

describe("combos", () => {
  const named = (id: string) => ({ id, name: id, colors: ["#111111"] });
  const combo = (id: string) => ({ id, name: null, backdrop: { ...named("grey"), kind: "SOLID" as const }, male: named("suit"), female: named("blazer") });
  it("say when nothing can be combined, and when there are as many as a shoot has styles", () => {
    expect(text(render(<CombosPanel combos={[]} choices={[]} enabled={false} max={4} />))).toContain("No approved backdrop goes with an approved outfit");
    const full = text(render(<CombosPanel combos={["a", "b"].map(combo)} choices={[{ ...named("grey"), kind: "SOLID", male: [named("suit")], female: [named("blazer")] }]} enabled max={2} />, "es"));
    expect(full).toContain("Combinación 1");
    expect(full).toContain("La sesión de un miembro tiene 2 estilos, así que puedes tener 2 combinaciones.");
    expect(full).toContain("Las combinaciones están activadas");
  });
});

describe("a member's fixed styles", () => {
  it("are shown with nothing to pick and one button to go on", () => {
    const style = { slug: "grey-w", slugs: ["grey-w"], theme: "t", gender: "FEMALE", name: "Grey", label: "Grey", about: "Your own clothes", previewUrl: null, backdrop: { slug: "grey", name: "Grey", kind: "SOLID", colors: ["#999999"] }, outfit: null } satisfies StyleOption;
    const html = render(<FixedStylesStep shootId="s1" catalogue={{ mode: "ownClothes", styles: [style] }} />);
    expect(html).not.toContain("aria-pressed");
    expect(html).not.toContain('name="style"');
    expect(text(html)).toContain("Your team&#x27;s styles");
    expect(text(html)).toContain("(1 in all)");
  });
});
