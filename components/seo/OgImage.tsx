// The Open Graph image's picture (1200 × 630), drawn by next/og (Satori: flexbox only, inline styles,
// every element with more than one child is display: flex). The brand's colours (app/globals.css).

export const OG_SIZE = { width: 1200, height: 630 } as const;

const INK = "#14161a";
const INK_SOFT = "#4a5060";
const BRAND = "#0f5e63";
const BRAND_SOFT = "#e3f1f1";

export function OgImage({ title, section, tagline }: { title: string; section: string | null; tagline: string }) {
  const size = title.length > 70 ? 56 : title.length > 40 ? 66 : 76;
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", background: "#ffffff", padding: "72px 80px", fontFamily: "Inter", color: INK, borderTop: `16px solid ${BRAND}` }}>
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div style={{ width: 56, height: 56, borderRadius: 16, background: BRAND, display: "flex", alignItems: "center", justifyContent: "center", color: "#ffffff", fontSize: 34, fontWeight: 700 }}>L</div>
        <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>Lumen</div>
        {section && (
          <div style={{ marginLeft: 12, padding: "6px 18px", borderRadius: 999, background: BRAND_SOFT, color: BRAND, fontSize: 24, fontWeight: 600 }}>{section}</div>
        )}
      </div>
      <div style={{ display: "flex", fontSize: size, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5, maxWidth: 1000 }}>{title}</div>
      <div style={{ display: "flex", fontSize: 28, fontWeight: 400, color: INK_SOFT }}>{tagline}</div>
    </div>
  );
}
