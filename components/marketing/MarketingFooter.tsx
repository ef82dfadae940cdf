import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/link";
import { CookieSettingsButton } from "@/components/analytics/CookieSettingsButton";
import { Logo } from "@/components/layouts/Logo";

const COLUMNS = [
  { title: "product", links: [["/pricing", "pricing"], ["/company-headshots", "teams"], ["/headshot-types", "styles"], ["/backdrop-and-outfit", "catalogue"], ["/reviews", "reviews"], ["/api", "api"]] },
  { title: "resources", links: [["/blog", "blog"], ["/best-ai-headshot-generators", "comparison"], ["/ugly", "badPhotos"]] },
  { title: "tools", links: [["/tools/free-headshot-generator", "toolFreeHeadshot"], ["/tools/free-linkedin-headline-generator", "toolHeadline"], ["/tools/free-linkedin-bio-generator", "toolBio"], ["/tools/free-linkedin-profile-generator", "toolProfile"], ["/tools/free-email-signature-generator", "toolSignature"], ["/tools/free-team-page-generator", "toolTeamPage"], ["/tools/free-pfp-generator", "toolPfp"]] },
  { title: "company", links: [["/affiliate", "affiliate"], ["/jobs", "jobs"], ["/contact", "contact"]] },
  { title: "legal", links: [["/legal/terms", "terms"], ["/legal/privacy", "privacy"], ["/legal/cookies", "cookies"], ["/legal/security", "security"], ["/legal/refund", "refund"], ["/legal/imprint", "imprint"]] },
] as const;

/** The public pages' footer: every public page is reachable from here (and so by search engines' crawlers). */
export async function MarketingFooter() {
  const [t, consent] = await Promise.all([getTranslations("Footer"), getTranslations("Consent")]);
  return (
    <footer className="mt-auto border-t border-line bg-mist">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 text-sm sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(5,1fr)]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-ink-soft">{t("tagline")}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <p className="font-semibold text-ink">{t(column.title)}</p>
            <ul className="mt-3 flex flex-col gap-2 text-ink-soft">
              {column.links.map(([href, key]) => (
                <li key={href}><Link href={href} className="hover:text-ink">{t(key)}</Link></li>
              ))}
              {column.title === "legal" && (
                <li><CookieSettingsButton label={consent("footerButton")} className="text-left hover:text-ink" /></li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-ink-soft">© {new Date().getUTCFullYear()} Lumen</p>
    </footer>
  );
}
