import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Heading } from "@/components/ui/heading";
import type { TeamPageSettings } from "@/lib/teams/team-page";
import { renewTeamPageLinkAction, revokeTeamPageAction } from "@/lib/teams/team-page-actions";
import { ActionForm } from "./ActionForm";

/** The iframe snippet for the lead's website: the page in a frame as wide as its container. */
export function embedSnippet(url: string, title: string): string {
  const safe = title.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]!);
  return `<iframe src="${url}" title="${safe}" style="width:100%;min-height:720px;border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}

/** The page's public link, its embed snippet, and turning it off or giving it a new link. */
export async function TeamPageLinkPanel({ page }: { page: TeamPageSettings }) {
  const t = await getTranslations("TeamPage.link");
  const snippet = embedSnippet(page.url, page.title);
  return (
    <section className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line p-5" aria-labelledby="team-page-link" data-testid="team-page-link">
      <div className="flex flex-wrap items-center gap-3">
        <Heading level={2} size="lg" id="team-page-link">{t("title")}</Heading>
        <Badge variant={page.live ? "success" : "neutral"}>{page.live ? t("live") : t("off")}</Badge>
      </div>
      {page.live ? (
        <>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-ink">{t("url")}</p>
            <code className="block break-all rounded-lg bg-mist p-3 text-xs" data-testid="team-page-url">{page.url}</code>
            <div className="flex flex-wrap gap-2">
              <CopyButton value={page.url} size="sm" />
              <ButtonLink href={page.url} size="sm" variant="ghost" newTab>{t("open")}</ButtonLink>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-ink">{t("embed")}</p>
            <p className="text-xs text-ink-soft">{t("embedHint")}</p>
            <code className="block break-all rounded-lg bg-mist p-3 text-xs" data-testid="team-page-embed">{snippet}</code>
            <div><CopyButton value={snippet} size="sm" /></div>
          </div>
          <div className="flex flex-col gap-1 border-t border-line pt-4">
            <p className="text-xs text-ink-soft">{t("revokeHint")}</p>
            <ActionForm action={revokeTeamPageAction} fields={{}} label={t("revoke")} variant="secondary" testId="team-page-revoke" />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-soft">{t("renewHint")}</p>
          <ActionForm action={renewTeamPageLinkAction} fields={{}} label={t("renew")} variant="primary" testId="team-page-renew" />
        </div>
      )}
    </section>
  );
}
