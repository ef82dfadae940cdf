import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap select-none " +
  "transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-strong active:bg-brand-strong disabled:hover:bg-brand",
  secondary: "border border-line bg-paper text-ink shadow-sm hover:bg-mist active:bg-line disabled:hover:bg-paper",
  ghost: "bg-transparent text-ink hover:bg-mist active:bg-line disabled:hover:bg-transparent",
  danger: "bg-danger text-white shadow-sm hover:bg-danger-strong active:bg-danger-strong disabled:hover:bg-danger",
  link: "rounded-sm text-brand underline-offset-4 hover:underline hover:text-brand-strong",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

export const buttonIconSize: Record<ButtonSize, number> = { sm: 16, md: 18, lg: 20 };

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** A square button holding only an icon. */
  iconOnly?: boolean;
  className?: string;
}

export function buttonClassName({ variant = "primary", size = "md", fullWidth, iconOnly, className }: ButtonStyleOptions = {}) {
  // The link variant reads as inline text: no fixed height or padding.
  const box = variant === "link" ? "text-sm" : iconOnly ? cx(sizes[size], "aspect-square px-0") : sizes[size];
  return cx(base, variants[variant], box, fullWidth && "w-full", className);
}
