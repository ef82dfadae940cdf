"use client";

import { useId } from "react";
import type { BackdropKind } from "@/lib/catalog/styles";

// Draws a style from what it is made of, when no picture of it exists: the backdrop (its kind and
// colours) behind a head-and-shoulders figure dressed in the outfit's colours, or, when the engine keeps
// the person's own clothes (no outfit), a plain figure in a light, translucent tone that promises no
// clothes. 320 × 400, like the generated previews, so both fill the same 4:5 box.

const HEX = /^#[0-9a-f]{6}$/i;

function pick(colors: string[], i: number, fallback: string): string {
  const c = colors[i] ?? colors[0];
  return c && HEX.test(c) ? c : fallback;
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)));
  return `#${((ch((n >> 16) & 255) << 16) | (ch((n >> 8) & 255) << 8) | ch(n & 255)).toString(16).padStart(6, "0")}`;
}

const BOKEH_DOTS: [number, number, number, 1 | 2, number][] = [
  [30, 60, 22, 1, 0.55], [92, 32, 14, 2, 0.5], [270, 50, 26, 1, 0.45], [300, 140, 18, 2, 0.55], [40, 170, 16, 2, 0.45],
  [250, 230, 30, 1, 0.35], [20, 260, 24, 1, 0.4], [210, 110, 10, 1, 0.6], [110, 120, 9, 2, 0.5],
];

function Backdrop({ kind, colors, id }: { kind: BackdropKind; colors: string[]; id: string }) {
  const base = pick(colors, 0, "#D9DBDE");
  switch (kind) {
    case "GRADIENT":
    case "BRAND": {
      const [from, to] = kind === "BRAND" ? [pick(colors, 1, shade(base, 0.3)), base] : [base, pick(colors, 1, shade(base, -0.3))];
      return (
        <>
          <defs>
            <linearGradient id={`${id}bg`} x1="0" y1="0" x2={kind === "BRAND" ? 1 : 0} y2="1">
              <stop offset="0" stopColor={from} />
              <stop offset="1" stopColor={to} />
            </linearGradient>
          </defs>
          <rect width="320" height="400" fill={`url(#${id}bg)`} />
        </>
      );
    }
    case "BLUR_OFFICE": {
      const dark = pick(colors, 1, shade(base, -0.4));
      const light = pick(colors, 2, "#FFFFFF");
      return (
        <>
          <defs>
            <filter id={`${id}blur`} x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9" /></filter>
          </defs>
          <rect width="320" height="400" fill={base} />
          <g filter={`url(#${id}blur)`}>
            <rect x="-20" y="20" width="120" height="260" fill={light} />
            <rect x="230" y="60" width="110" height="150" fill={shade(base, 0.35)} />
            <rect x="210" y="230" width="140" height="16" fill={dark} />
            <rect x="-10" y="300" width="340" height="110" fill={shade(dark, -0.1)} opacity="0.7" />
          </g>
        </>
      );
    }
    case "BOKEH":
      return (
        <>
          <defs>
            <linearGradient id={`${id}bg`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={shade(base, 0.12)} />
              <stop offset="1" stopColor={shade(base, -0.35)} />
            </linearGradient>
            <filter id={`${id}soft`} x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3.5" /></filter>
          </defs>
          <rect width="320" height="400" fill={`url(#${id}bg)`} />
          <g filter={`url(#${id}soft)`}>
            {BOKEH_DOTS.map(([x, y, r, c, o]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={pick(colors, c, "#F3C178")} opacity={o} />)}
          </g>
        </>
      );
    default:
      return <rect width="320" height="400" fill={base} />;
  }
}

export function StyleSwatch({ backdrop, outfit, className }: { backdrop: { kind: BackdropKind; colors: string[] }; outfit: { colors: string[] } | null; className?: string }) {
  const id = `sw${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  if (!outfit) {
    return (
      <svg viewBox="0 0 320 400" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false" className={className}>
        <Backdrop kind={backdrop.kind} colors={backdrop.colors} id={id} />
        <g fill="#FFFFFF" fillOpacity="0.42" stroke="#FFFFFF" strokeOpacity="0.8" strokeWidth="3" strokeDasharray="8 7" data-figure="plain">
          <path d="M18,400 C20,336 56,306 112,294 L138,286 L138,232 L182,232 L182,286 L208,294 C264,306 300,336 302,400 Z" />
          <ellipse cx="160" cy="178" rx="46" ry="58" />
        </g>
      </svg>
    );
  }
  const main = pick(outfit.colors, 0, "#34373C");
  const inner = outfit.colors[1] && HEX.test(outfit.colors[1]) ? outfit.colors[1] : null;
  const tie = outfit.colors[2] && HEX.test(outfit.colors[2]) ? outfit.colors[2] : null;
  const figure = "#B9A08C";
  return (
    <svg viewBox="0 0 320 400" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false" className={className}>
      <Backdrop kind={backdrop.kind} colors={backdrop.colors} id={id} />
      <defs>
        <radialGradient id={`${id}light`} cx="50%" cy="38%" r="65%">
          <stop offset="0" stopColor="#fff" stopOpacity="0.25" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}cloth`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={shade(main, -0.18)} />
          <stop offset="0.5" stopColor={main} />
          <stop offset="1" stopColor={shade(main, -0.22)} />
        </linearGradient>
      </defs>
      <rect width="320" height="400" fill={`url(#${id}light)`} />
      <path d="M138,232 L182,232 L186,296 L134,296 Z" fill={shade(figure, -0.15)} />
      <path d="M18,400 C20,336 56,306 112,294 L138,286 L182,286 L208,294 C264,306 300,336 302,400 Z" fill={`url(#${id}cloth)`} />
      {inner ? (
        <>
          <path d="M134,287 L160,360 L186,287 Z" fill={inner} />
          {tie && <path d="M154,296 L166,296 L170,306 L164,372 L160,380 L156,372 L150,306 Z" fill={tie} />}
          <path d="M134,287 L112,296 L146,372 L160,360 Z M186,287 L208,296 L174,372 L160,360 Z" fill={shade(main, -0.28)} />
        </>
      ) : (
        <path d="M134,289 C140,306 180,306 186,289" fill="none" stroke={shade(main, -0.25)} strokeWidth="9" strokeLinecap="round" />
      )}
      <ellipse cx="160" cy="178" rx="46" ry="58" fill={figure} />
    </svg>
  );
}
