import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/link";
import { buttonClassName, buttonIconSize, type ButtonSize, type ButtonVariant } from "./button-styles";
import { isExternalHref } from "./href";
import { Icon, type IconName } from "./icons";
import { Spinner } from "./spinner";

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  iconLeft?: IconName;
  iconRight?: IconName;
  /** Renders a square icon button; `children` is then the accessible name (visually hidden). */
  iconOnly?: IconName;
}

export interface ButtonProps extends CommonProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, sets aria-busy and blocks further clicks. */
  loading?: boolean;
}

function Content({ iconLeft, iconRight, iconOnly, size = "md", loading, children }: CommonProps & { loading?: boolean; children?: ReactNode }) {
  const px = buttonIconSize[size];
  if (iconOnly) {
    return (
      <>
        {loading ? <Spinner size={px} /> : <Icon name={iconOnly} size={px} />}
        <span className="sr-only">{children}</span>
      </>
    );
  }
  return (
    <>
      {loading ? <Spinner size={px} /> : iconLeft && <Icon name={iconLeft} size={px} />}
      {children}
      {iconRight && <Icon name={iconRight} size={px} />}
    </>
  );
}

export function Button({
  variant,
  size,
  fullWidth,
  iconLeft,
  iconRight,
  iconOnly,
  loading = false,
  disabled,
  type = "button",
  className,
  children,
  ...rest
}: ButtonProps) {
  const t = useTranslations("UI");
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, iconOnly: Boolean(iconOnly), className })}
      {...rest}
    >
      <Content iconLeft={iconLeft} iconRight={iconRight} iconOnly={iconOnly} size={size} loading={loading}>
        {children}
      </Content>
      {loading && <span className="sr-only">{t("loading")}</span>}
    </button>
  );
}

export interface ButtonLinkProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  /** Opens in a new tab (with rel="noopener noreferrer") and says so to screen readers. */
  newTab?: boolean;
}

/** Looks like a Button, navigates like a link: internal paths go through the locale-aware Link,
 * anything with a scheme renders a plain anchor. */
export function ButtonLink({ href, variant, size, fullWidth, iconLeft, iconRight, iconOnly, newTab, className, children, ...rest }: ButtonLinkProps) {
  const t = useTranslations("UI");
  const classes = buttonClassName({ variant, size, fullWidth, iconOnly: Boolean(iconOnly), className });
  const content = (
    <>
      <Content iconLeft={iconLeft} iconRight={iconRight} iconOnly={iconOnly} size={size}>
        {children}
      </Content>
      {newTab && <span className="sr-only">{t("opensInNewTab")}</span>}
    </>
  );
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (isExternalHref(href) || href.startsWith("#")) {
    return (
      <a href={href} className={classes} {...tabProps} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...tabProps} {...rest}>
      {content}
    </Link>
  );
}
