import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { robotsFile } from "@/lib/seo/robots";

// /robots.txt. Dynamic: the sitemap's address is the running site's (env.APP_URL), which the build
// does not know.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return robotsFile(env.APP_URL);
}
