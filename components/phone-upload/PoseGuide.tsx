import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

// Simple line drawings (no stock photos): each tip gets one, drawn in the current text colour.
const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 48" width={48} height={48} aria-hidden focusable="false" className="shrink-0 text-brand">
      {children}
    </svg>
  );
}

const DRAWINGS = {
  face: (
    <Drawing>
      <rect x="6" y="4" width="36" height="40" rx="4" {...stroke} strokeDasharray="3 3" />
      <circle cx="24" cy="19" r="7" {...stroke} />
      <path d="M12 40c2-7 7-10 12-10s10 3 12 10" {...stroke} />
    </Drawing>
  ),
  eyes: (
    <Drawing>
      <circle cx="14" cy="18" r="6" {...stroke} />
      <path d="M6 36c1.5-5 4.5-8 8-8" {...stroke} />
      <rect x="32" y="10" width="10" height="17" rx="2" {...stroke} />
      <path d="M21 18h9" {...stroke} strokeDasharray="2 3" />
    </Drawing>
  ),
  light: (
    <Drawing>
      <rect x="6" y="8" width="20" height="28" rx="1" {...stroke} />
      <path d="M16 8v28M6 22h20" {...stroke} />
      <circle cx="37" cy="20" r="5" {...stroke} />
      <path d="M37 9v3M37 28v3M28 20h-1M47 20h-1M31 14l-1-1M44 27l-1-1M43 14l1-1" {...stroke} />
    </Drawing>
  ),
  glasses: (
    <Drawing>
      <path d="M6 22h14v4a5 5 0 0 1-5 5h-4a5 5 0 0 1-5-5zM28 22h14v4a5 5 0 0 1-5 5h-4a5 5 0 0 1-5-5z" {...stroke} />
      <path d="M20 24h8" {...stroke} />
      <path d="M8 40L40 8" {...stroke} />
    </Drawing>
  ),
  variety: (
    <Drawing>
      <circle cx="10" cy="20" r="6" {...stroke} />
      <path d="M5 20h2" {...stroke} />
      <circle cx="24" cy="20" r="6" {...stroke} />
      <path d="M24 21v2" {...stroke} />
      <circle cx="38" cy="20" r="6" {...stroke} />
      <path d="M41 20h2" {...stroke} />
      <path d="M4 38h40" {...stroke} strokeDasharray="2 4" />
    </Drawing>
  ),
} as const;

const TIPS = ["face", "eyes", "light", "glasses", "variety"] as const;

/**
 * The five tips for good selfies, each with its drawing. When the engine keeps the person's own clothes
 * (`ownClothes`), the variety tip also says to wear what they want to be seen in.
 */
export function PoseGuide({ ownClothes }: { ownClothes: boolean }) {
  const t = useTranslations("PhoneUpload.pose");
  return (
    <ul className="flex flex-col gap-4" data-testid="pose-guide">
      {TIPS.map((tip) => (
        <li key={tip} className="flex items-center gap-4 rounded-lg bg-paper p-3">
          {DRAWINGS[tip]}
          <p className="text-sm text-ink">{t(tip === "variety" && ownClothes ? "varietyOwnClothes" : tip)}</p>
        </li>
      ))}
    </ul>
  );
}
