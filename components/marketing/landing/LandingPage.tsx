import type { ReactNode } from "react";

/**
 * A landing page (/lp, /lp/*): its sections, then its one call to action. The call to action sticks to
 * the bottom of the window while the page's own content scrolls past and settles at its end, so it is
 * in view from the first screen without a second copy of it and without any script.
 */
export function LandingPage({ children, cta }: { children: ReactNode; cta: ReactNode }) {
  return (
    <div className="relative" data-testid="landing">
      {children}
      {cta}
    </div>
  );
}
