import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Link is our own (i18n/link.tsx: no translation context needed, so the cached public pages can ship
// without next-intl's client runtime); the router hooks and redirect are next-intl's.
export { Link } from "./link";
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
