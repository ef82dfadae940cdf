// The Lumen design system. Server-safe components and constants are exported from their own
// modules; interactive ones carry "use client" themselves.
export { cx } from "./cx";
export { Icon, ICON_NAMES, type IconName, type IconProps } from "./icons";
export { Spinner, type SpinnerProps } from "./spinner";
export { buttonClassName, type ButtonSize, type ButtonVariant, type ButtonStyleOptions } from "./button-styles";
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from "./button";
export { isExternalHref } from "./href";
export { Alert, type AlertProps, type AlertVariant } from "./alert";
export { Badge, type BadgeProps, type BadgeSize, type BadgeVariant } from "./badge";
export { Container, CONTAINER_WIDTHS, type ContainerProps, type ContainerSize } from "./container";
export { Heading, DEFAULT_HEADING_SIZE, type HeadingLevel, type HeadingProps, type HeadingSize } from "./heading";
export { Text, Lead, Muted, Small, Code, Prose, type TextProps, type TextSize, type TextTone } from "./typography";
export { Dropdown, type DropdownItem, type DropdownProps } from "./dropdown";
export { nextMenuIndex, typeaheadIndex } from "./menu-navigation";
export { Modal, type ModalProps, type ModalSize } from "./modal";
export { Popup, type PopupPlacement, type PopupProps } from "./popup";
export { GoogleMark, AppleMark, LinkedInMark } from "./brand-marks";
export { SocialSignInButton, SOCIAL_PROVIDERS, type SocialProvider, type SocialSignInButtonProps } from "./social-button";
export { CopyButton, COPY_FEEDBACK_MS, type CopyButtonProps } from "./copy-button";
export { BackButton, type BackButtonProps } from "./back-button";
export { fireConfetti, CONFETTI, CONFETTI_COLORS, type ConfettiShapeKind } from "./confetti";
export { Masonry, type MasonryProps, type MasonryGap } from "./masonry";
export { PhotoGrid, type PhotoGridProps, type PhotoGridGap } from "./photo-grid";
export { MASONRY, DEFAULT_MASONRY_BREAKPOINTS, columnsForWidth, type MasonryBreakpoints } from "./masonry-layout";
