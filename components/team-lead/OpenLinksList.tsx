import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import type { OpenLinkRow } from "@/lib/teams/open-links";
import { revokeInviteAction } from "@/lib/teams/member-actions";
import { ActionForm } from "./ActionForm";

const STATUS_VARIANT = { active: "success", revoked: "neutral", expired: "warning", used_up: "warning" } as const;

/** The organisation's open links: the URL to copy, its rules, how often it was used, and revoke. */
export async function OpenLinksList({ links }: { links: OpenLinkRow[] }) {
  const [t, format] = await Promise.all([getTranslations("TeamMembers.join"), getFormatter()]);
  if (links.length === 0) return <p className="text-ink-soft">{t("none")}</p>;
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
      <table className="w-full text-left text-sm" data-testid="open-links">
        <thead className="bg-mist text-ink-soft">
          <tr>
            {(["link", "rules", "usage", "status", "actions"] as const).map((c) => <th key={c} scope="col" className="px-4 py-3 font-semibold">{t(`columns.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id} className="border-t border-line align-top" data-testid="open-link" data-id={link.id}>
              <td className="max-w-md px-4 py-3">
                <code className="block break-all text-xs" data-testid="open-link-url">{link.url}</code>
                {link.status === "active" && <div className="mt-2"><CopyButton value={link.url} size="sm" /></div>}
              </td>
              <td className="px-4 py-3">
                <p>{link.allowedDomain ? t("onlyDomain", { domain: link.allowedDomain }) : t("anyDomain")}</p>
                <p className="text-ink-soft">{link.expiresAt ? t("expiresOn", { date: format.dateTime(link.expiresAt, { dateStyle: "medium" }) }) : t("noExpiry")}</p>
                {link.teamName && <p className="text-ink-soft">{link.teamName}</p>}
              </td>
              <td className="px-4 py-3" data-testid="open-link-usage">
                {link.usageCap !== null ? t("usage", { used: link.usedCount, cap: link.usageCap }) : t("usageUnlimited", { used: link.usedCount })}
              </td>
              <td className="px-4 py-3"><Badge variant={STATUS_VARIANT[link.status]}>{t(`status.${link.status}`)}</Badge></td>
              <td className="px-4 py-3">
                {!link.revokedAt && <ActionForm action={revokeInviteAction} fields={{ inviteId: link.id }} label={t("revoke")} variant="ghost" testId="open-link-revoke" />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
