import { getTranslations } from "next-intl/server";
import { LoginForm, SignUpForm } from "@/components/auth/AuthForms";
import { RecaptchaScope } from "@/components/auth/recaptcha";
import { RecaptchaNotice } from "@/components/auth/RecaptchaNotice";
import { SocialButtons } from "@/components/auth/SocialButtons";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Lead } from "@/components/ui/typography";
import type { Principal } from "@/lib/routes/middleware";
import { currencyFor, packageSlugSchema } from "@/lib/catalog/packages";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { isTestMode } from "@/lib/payments";
import type { CheckoutPageData } from "@/lib/payments/checkout-page";
import { recaptchaClientConfig } from "@/lib/recaptcha/config";
import { AuthTabs } from "./AuthTabs";
import { CheckoutView } from "./CheckoutView";

/**
 * The checkout page body for /checkout (anyone) and /app/styles/checkout (signed in), with what
 * loadCheckoutPage (lib/payments/checkout-page) loaded for it.
 */
export async function CheckoutPage({ routePath, locale, principal, packageParam, data }: { routePath: "/checkout" | "/app/styles/checkout"; locale: Locale; principal: Principal; packageParam: string; data: CheckoutPageData }) {
  const { catalog, referral } = data;
  const t = await getTranslations("Checkout");
  const initialPackage = packageSlugSchema.safeParse(packageParam).data ?? null;
  // After logging in or confirming the email address, people land here again, cart intact.
  const back = localizePath(routePath, locale) + (initialPackage ? `?package=${encodeURIComponent(initialPackage)}` : "");
  const recaptcha = principal ? null : recaptchaClientConfig();
  const tInvites = await getTranslations("Invites");

  // /checkout sits in the marketing layout (no page frame); /app/styles/checkout in the app's, which has one.
  const Frame = routePath === "/checkout" ? Container : "div";
  return (
    <Frame className={routePath === "/checkout" ? "py-10" : undefined}>
      <div className="mb-8 flex max-w-3xl flex-col gap-2">
        <Heading level={1}>{t("title")}</Heading>
        <Lead>{t("intro")}</Lead>
      </div>
      <CheckoutView
        packages={catalog.packages}
        styles={catalog.styles}
        initialPackage={initialPackage}
        localeCurrency={currencyFor(locale)}
        signedIn={Boolean(principal)}
        testMode={isTestMode()}
        stylesHref={principal ? "/app/styles" : null}
        referral={referral ? { percent: referral.percent, line: tInvites("checkout.line", { percent: referral.percent }), instead: tInvites("checkout.instead", { percent: referral.percent }) } : null}
        authSlot={
          principal ? null : (
            <div className="flex flex-col gap-4">
              <SocialButtons callbackUrl={back} />
              <RecaptchaScope config={recaptcha}>
                <AuthTabs login={<LoginForm callbackUrl={back} recaptcha={Boolean(recaptcha)} />} signup={<SignUpForm callbackUrl={back} recaptcha={Boolean(recaptcha)} />} />
              </RecaptchaScope>
              {recaptcha && <RecaptchaNotice />}
            </div>
          )
        }
      />
    </Frame>
  );
}
