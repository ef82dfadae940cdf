import type { ButtonHTMLAttributes, ComponentType } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/link";
import { AppleMark, GoogleMark, LinkedInMark } from "./brand-marks";
import { cx } from "./cx";
import { Spinner } from "./spinner";

export type SocialProvider = "google" | "apple" | "linkedin";
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ["google", "apple", "linkedin"];

// Each provider's own button colours, as their brand guidelines ask.
const providers: Record<SocialProvider, { mark: ComponentType<{ size?: number }>; className: string }> = {
  google: { mark: GoogleMark, className: "border border-line bg-paper text-ink hover:bg-mist" },
  apple: { mark: AppleMark, className: "bg-apple text-white hover:bg-apple-strong" },
  linkedin: { mark: LinkedInMark, className: "bg-linkedin text-white hover:bg-linkedin-strong" },
};

interface SocialSignInBaseProps {
  provider: SocialProvider;
  fullWidth?: boolean;
  className?: string;
}

export type SocialSignInButtonProps = SocialSignInBaseProps &
  (
    | ({ href: string } & { loading?: never })
    | ({ href?: undefined; loading?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children">)
  );

/** "Continue with Google/Apple/LinkedIn". With `href` it is a link (e.g. /auth/redirect/google);
 * without, a button for a form or a click handler. */
export function SocialSignInButton(props: SocialSignInButtonProps) {
  const t = useTranslations("UI.social");
  const { provider, fullWidth, className } = props;
  const { mark: Mark, className: look } = providers[provider];
  const classes = cx(
    "inline-flex h-11 items-center justify-center gap-3 rounded-lg px-5 text-sm font-medium shadow-sm transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    look,
    fullWidth && "w-full",
    className,
  );
  const label = t(provider);

  if (props.href !== undefined) {
    return (
      <Link href={props.href} className={classes}>
        <Mark size={18} />
        {label}
      </Link>
    );
  }
  const { provider: _p, fullWidth: _f, className: _c, href: _h, loading = false, disabled, type = "button", ...rest } = props;
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={classes} {...rest}>
      {loading ? <Spinner size={18} /> : <Mark size={18} />}
      {label}
    </button>
  );
}
