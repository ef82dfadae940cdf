import { getTranslations, setRequestLocale } from "next-intl/server";
import { BackButton, Code, CONFETTI, CONFETTI_COLORS, CopyButton, SOCIAL_PROVIDERS, SocialSignInButton } from "@/components/ui";
import { designSystemMetadata } from "../_components/metadata";
import { ConfettiDemo } from "../_components/confetti-demo";
import { DemoSection, PageIntro } from "../_components/demo";

export const generateMetadata = designSystemMetadata("special-buttons");

const INVITE_LINK = "https://lumen.example/invite/7KQ2M9PX";

export default async function SpecialButtonsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("DesignSystem");

  const constants = [
    { label: t("specialButtons.confetti.particlesPerFrame"), value: String(CONFETTI.particlesPerFrame) },
    { label: t("specialButtons.confetti.size"), value: String(CONFETTI.size) },
    { label: t("specialButtons.confetti.dropRate"), value: String(CONFETTI.dropRate) },
    { label: t("specialButtons.confetti.duration"), value: `${CONFETTI.durationMs} ms` },
    { label: t("specialButtons.confetti.shapes"), value: CONFETTI.shapes.join(", ") },
  ];

  return (
    <>
      <PageIntro title={t("pages.specialButtons.title")} description={t("pages.specialButtons.description")} />

      <DemoSection id="social" title={t("specialButtons.social.title")} description={t("specialButtons.social.description")} canvasClassName="grid gap-8 sm:grid-cols-2">
        <div className="grid max-w-sm gap-3">
          {SOCIAL_PROVIDERS.map((provider) => (
            <SocialSignInButton key={provider} provider={provider} fullWidth />
          ))}
        </div>
        <div className="grid max-w-sm content-start gap-3">
          <p className="text-sm text-ink-soft">{t("specialButtons.social.states")}</p>
          <SocialSignInButton provider="google" loading fullWidth />
          <SocialSignInButton provider="linkedin" disabled fullWidth />
        </div>
      </DemoSection>

      <DemoSection id="copy" title={t("specialButtons.copy.title")} description={t("specialButtons.copy.description")} canvasClassName="grid gap-4">
        <p className="truncate text-sm">
          <Code>{INVITE_LINK}</Code>
        </p>
        <div className="flex flex-wrap items-start gap-4">
          <CopyButton value={INVITE_LINK} label={t("specialButtons.copy.invite")} variant="primary" />
          <CopyButton value={INVITE_LINK} />
          <CopyButton value={INVITE_LINK} variant="ghost" size="sm" />
        </div>
      </DemoSection>

      <DemoSection id="back" title={t("specialButtons.back.title")} description={t("specialButtons.back.description")}>
        <BackButton fallbackHref="/design-system" />
        <BackButton fallbackHref="/design-system" variant="secondary" label={t("specialButtons.back.custom")} />
      </DemoSection>

      <DemoSection id="confetti" title={t("specialButtons.confetti.title")} description={t("specialButtons.confetti.description")} canvasClassName="grid gap-6">
        <div>
          <ConfettiDemo label={t("specialButtons.confetti.fire")} />
          <p className="mt-2 text-sm text-ink-soft">{t("specialButtons.confetti.reducedMotion")}</p>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {constants.map((c) => (
            <div key={c.label} className="contents">
              <dt className="text-ink-soft">{c.label}</dt>
              <dd className="font-mono text-ink">{c.value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-ink-soft">{t("specialButtons.confetti.colours", { count: CONFETTI_COLORS.length })}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5">
                {CONFETTI_COLORS.map((color) => (
                  <li key={color} title={color} className="size-6 rounded-full ring-1 ring-line" style={{ backgroundColor: color }}>
                    <span className="sr-only">{color}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </DemoSection>
    </>
  );
}
