import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ChangeEmailForm } from "@/components/account/ChangeEmailForm";
import { ChangePasswordForm } from "@/components/account/ChangePasswordForm";
import { ConfirmEmailChange } from "@/components/account/ConfirmEmailChange";
import { DeleteAccount } from "@/components/account/DeleteAccount";
import { AccountSection } from "@/components/account/fields";
import { ProfileDetailsForm } from "@/components/account/ProfileDetailsForm";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Heading } from "@/components/ui/heading";
import { EMAIL_TOKEN_PARAM, readProfile } from "@/lib/account";
import { openPage } from "@/lib/http/page";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Profile" });
  return pageMetadata({ path: "/profile", locale, title: t("metaTitle"), index: false });
}

/** /profile: details, email, password, the User ID for support, and deleting the account. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const sp = await searchParams;
  // The email-change link survives the detour through the login page.
  const emailToken = searchParam(sp, EMAIL_TOKEN_PARAM).slice(0, 200);
  const back = (locale: Locale) => `${localizePath("/profile", locale)}${emailToken ? `?${EMAIL_TOKEN_PARAM}=${encodeURIComponent(emailToken)}` : ""}`;
  const { principal, db } = await openPage(params, "/profile", back);
  const [t, messages, profile] = await Promise.all([getTranslations("Profile"), getMessages(), readProfile(db, principal!.userId)]);
  if (!profile) notFound();

  return (
    <div className="flex flex-col gap-6" data-testid="profile">
      <div>
        <Heading level={1} size="2xl">{t("title")}</Heading>
        <p className="mt-2 text-ink-soft">{t("lead")}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Profile"])}>
        {emailToken && <ConfirmEmailChange token={emailToken} />}
        {searchParam(sp, "emailChanged") === "1" && <Alert variant="success">{t("email.changed", { email: profile.email })}</Alert>}

        <AccountSection title={t("details.title")} intro={t("details.intro")} testId="profile-details">
          <ProfileDetailsForm initial={{ name: profile.name, jobTitle: profile.jobTitle, phone: profile.phone }} />
        </AccountSection>

        <AccountSection title={t("email.title")} intro={<><p>{t("email.current", { email: profile.email })}</p><p className="mt-1">{t("email.intro")}</p></>} testId="profile-email">
          {profile.hasPassword ? <ChangeEmailForm /> : <NoPassword text={t("errors.noPassword")} cta={t("password.setPassword")} />}
        </AccountSection>

        <AccountSection title={t("password.title")} intro={profile.hasPassword ? t("password.intro") : undefined} testId="profile-password">
          {profile.hasPassword ? <ChangePasswordForm changed={searchParam(sp, "passwordChanged") === "1"} /> : <NoPassword text={t("password.noPassword")} cta={t("password.setPassword")} />}
        </AccountSection>

        <AccountSection title={t("userId.title")} intro={t("userId.intro")} testId="profile-user-id">
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded-md bg-mist px-3 py-2 font-mono text-sm text-ink" data-testid="user-id">{profile.id}</code>
            <CopyButton value={profile.id} label={t("userId.copy")} size="sm" />
          </div>
        </AccountSection>

        <AccountSection title={t("delete.title")} intro={t("delete.intro")} testId="profile-delete" tone="danger">
          {profile.teamAccount ? <p className="text-sm text-ink-soft" data-testid="delete-team-account">{t("errors.teamAccount")}</p> : <DeleteAccount email={profile.email} hasPassword={profile.hasPassword} />}
        </AccountSection>
      </NextIntlClientProvider>
    </div>
  );
}

function NoPassword({ text, cta }: { text: string; cta: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-ink-soft">{text}</p>
      <ButtonLink href="/auth/reset-password" variant="secondary" size="sm">{cta}</ButtonLink>
    </div>
  );
}
