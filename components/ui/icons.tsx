import {
  Building,
  Camera,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleExclamationPoint,
  Clock,
  Copy,
  CreditCard,
  Download,
  ExternalLink,
  Globe,
  Heart,
  Image,
  ImageOff,
  Info,
  LoaderCircle,
  Lock,
  LogOut,
  Mail,
  Menu,
  Pencil,
  Settings,
  Share2,
  Sparkles,
  Star,
  ThumbsDown,
  ThumbsUp,
  Trash,
  TriangleExclamationPoint,
  Upload,
  User,
  Users,
  WifiOff,
  X,
  type LucideIcon,
} from "lucide-react";
import { cx } from "./cx";

/** Every icon the product uses, by the name the product uses for it. */
export const ICONS = {
  check: Check,
  "check-circle": CircleCheck,
  x: X,
  alert: TriangleExclamationPoint,
  "alert-circle": CircleExclamationPoint,
  info: Info,
  upload: Upload,
  camera: Camera,
  image: Image,
  "image-off": ImageOff,
  download: Download,
  share: Share2,
  heart: Heart,
  star: Star,
  "thumbs-up": ThumbsUp,
  "thumbs-down": ThumbsDown,
  user: User,
  users: Users,
  building: Building,
  settings: Settings,
  logout: LogOut,
  menu: Menu,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "chevron-down": ChevronDown,
  "chevron-up": ChevronUp,
  "external-link": ExternalLink,
  copy: Copy,
  trash: Trash,
  edit: Pencil,
  lock: Lock,
  mail: Mail,
  globe: Globe,
  "wifi-off": WifiOff,
  sparkles: Sparkles,
  "credit-card": CreditCard,
  loader: LoaderCircle,
  clock: Clock,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export interface IconProps {
  name: IconName;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Pixel size of the square icon. */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

export function Icon({ name, label, size = 20, strokeWidth = 2, className }: IconProps) {
  const Glyph = ICONS[name];
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const, focusable: "false" as const };
  return <Glyph size={size} strokeWidth={strokeWidth} className={cx("shrink-0", className)} {...a11y} />;
}
