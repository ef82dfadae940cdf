import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { currentMfaPending } from "@/lib/auth/mfa-gate";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { listManagedUploads } from "@/lib/teams/managed";
import { stepPath } from "@/lib/shoots/steps";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "TeamMembers.managedUpload" });
  return pageMetadata({ path: "/app/upload/managed-upload", locale, title: t("title"), index: false });
}

/**
 * /app/upload/managed-upload: the managed members a team lead added whose photos are still missing; each
 * opens the ordinary upload flow on that member's shoot (findOwnedShoot lets its managedById lead in).
 * Anyone signed in reaches the route; only a team lead gets a page (listManagedUploads is null otherwise).
 */
export default async function ManagedUploadPage({ params }: LocaleParams) {
  const { db, principal, locale } = await openPage(params, "/app/upload/managed-upload");
  // Uploading for managed members is a lead's power: a session that owes the MFA code proves it on the
  // team lead area's code screen first.
  if (await currentMfaPending(db, principal!.userId)) redirect(localizePath("/app/admin/members", locale));
  const [t, members] = await Promise.all([getTranslations("TeamMembers.managedUpload"), listManagedUploads(db, principal!.userId)]);
  // Someone who leads no team (no team at all, or a member) has nobody to upload for.
  if (!members) notFound();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Heading level={1}>{t("title")}</Heading>
        <p className="mt-2 max-w-2xl text-ink-soft">{t("intro")}</p>
      </div>
      {members.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line p-8 text-center text-ink-soft" data-testid="managed-upload-empty">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="managed-upload">
          {members.map((m) => (
            <li key={m.shootId} className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line p-4">
              <div>
                <p className="font-medium">{m.name}</p>
                {m.title && <p className="text-sm text-ink-soft">{m.title}</p>}
                {m.hasPhotos && <p className="text-xs text-ink-soft">{t("photos")}</p>}
              </div>
              <ButtonLink href={stepPath("intro", m.shootId)}>{t("upload")}</ButtonLink>
            </li>
          ))}
        </ul>
      )}
      <div>
        <ButtonLink href="/app/admin/members" variant="secondary">{t("back")}</ButtonLink>
      </div>
    </div>
  );
}
