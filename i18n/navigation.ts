import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// next-intl's router hooks and redirect. Links come from "@/i18n/link" (our own: no translation
// context needed), never from here: evaluating next-intl's navigation in a page's server code adds
// its client Link, and with it next-intl's message runtime (12 KB compressed), to the page's scripts,
// even where no next-intl link is rendered (measured on the cached public pages).
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
