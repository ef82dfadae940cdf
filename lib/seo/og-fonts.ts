// The fonts of the Open Graph images: Inter from the @fontsource/inter package (WOFF, which next/og's
// renderer reads; it cannot read the WOFF2 files the pages use), read from node_modules once per
// process. No network.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";

export type OgFont = { name: string; data: ArrayBuffer; weight: 400 | 600 | 700; style: "normal" };

const FILES = { 400: "inter-latin-400-normal.woff", 600: "inter-latin-600-normal.woff", 700: "inter-latin-700-normal.woff" } as const;

let loaded: Promise<OgFont[]> | undefined;

export function ogFonts(): Promise<OgFont[]> {
  loaded ??= Promise.all(
    (Object.entries(FILES) as [string, string][]).map(async ([weight, file]) => {
      const buf = await fs.readFile(path.join(process.cwd(), "node_modules/@fontsource/inter/files", file));
      return { name: "Inter", data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer, weight: Number(weight) as OgFont["weight"], style: "normal" as const };
    }),
  ).catch((e: unknown) => {
    loaded = undefined;
    throw e;
  });
  return loaded;
}
