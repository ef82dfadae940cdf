import localFont from "next/font/local";

// next/font/google needs the network at build time; the variable Inter font ships in an npm package.
export const inter = localFont({
  src: [{ path: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  variable: "--font-inter",
  display: "swap",
});
