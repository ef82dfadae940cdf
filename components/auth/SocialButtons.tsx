import { getLocale, getTranslations } from "next-intl/server";
import { SocialSignInButton } from "@/components/ui/social-button";
import { socialSignInAction } from "@/lib/auth/actions";
import { enabledSocialProviders } from "@/lib/auth/providers";

/** Google, Apple and LinkedIn buttons for the providers whose keys are set; nothing otherwise. */
export async function SocialButtons({ callbackUrl }: { callbackUrl: string }) {
  const providers = enabledSocialProviders();
  if (providers.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations("Auth"), getLocale()]);
  return (
    <div className="flex flex-col gap-3">
      {providers.map((provider) => (
        <form key={provider} action={socialSignInAction}>
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <SocialSignInButton provider={provider} type="submit" fullWidth />
        </form>
      ))}
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-ink-soft before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t("or")}
      </p>
    </div>
  );
}
