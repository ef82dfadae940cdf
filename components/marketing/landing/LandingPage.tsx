import type { ReactNode } from "react";
import { JsonLd } from "@/components/seo/JsonLd";

/**
 * A landing page (/lp, /lp/*): its sections, then its one call to action. The call to action sticks to
 * the bottom of the window while the page's own content scrolls past and settles at its end, so it is
 * in view from the first screen without a second copy of it and without any script.
 */
/** `structuredData`: the page's JSON-LD (its breadcrumb). */
export function LandingPage({ children, cta, structuredData }: { children: ReactNode; cta: ReactNode; structuredData?: object[] }) {
  return (
    <div className="relative" data-testid="landing">
      <JsonLd data={structuredData} />
      {children}
      {cta}
    </div>
  );
}
