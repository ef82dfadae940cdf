import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { permissionsPolicy, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // Server-only packages with native or WebAssembly parts stay out of the bundle.
  serverExternalPackages: ["@prisma/client", "@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg", "sharp", "nodemailer", "@vladmandic/human", "@tensorflow/tfjs-core", "@tensorflow/tfjs-backend-wasm", "@tensorflow/tfjs-converter", "heic-decode", "pg-boss", "stripe", "archiver"],
  experimental: {
    // forbidden() renders app/[locale]/forbidden.tsx with a 403 status.
    authInterrupts: true,
    // The team wizard's logo (at most 5 MB, lib/teams/logo.ts) is posted to a server action; the
    // default limit is 1 MB. Form overhead on top of the file stays well under the extra megabyte.
    serverActions: { bodySizeLimit: "6mb" },
    // The cached public pages live in Next's bounded in-memory cache only: on disk, every made-up
    // address under a dynamic segment (/blog/x1, /blog/x2…) would leave its 404 page behind for good.
    isrFlushToDisk: false,
    // Turbopack writes its build cache to .next/cache after every build (~45 s here). A CI run is a
    // fresh clone that builds once and never reads it back, so it skips the write there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  poweredByHeader: false,
  // scripts/test.sh type-checks the whole project with `tsc --noEmit` before building; doing it
  // again inside `next build` would only cost CI time.
  typescript: { ignoreBuildErrors: true },
  // Every response: pages get these (and their Content-Security-Policy) from proxy.ts as well;
  // API answers and static files get them from here.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: permissionsPolicy("/") },
          ...(process.env.NODE_ENV === "production" ? [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }] : []),
        ],
      },
      // Every path but the public team page (/team-page/{id}, in any language), which organisations
      // embed on their own websites: its frame-ancestors come from proxy.ts (isFrameablePath).
      {
        source: "/:path((?!(?:de/|es/)?team-page/).*)",
        headers: [{ key: "X-Frame-Options", value: "SAMEORIGIN" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
