// The zip reader the unit tests use (lib/results/test-fixtures.ts: reads the central directory and checks
// each entry's CRC-32), for the browser tests. That module's imports reach lib/env.ts, which validates the
// server's environment when first loaded; the test runner's own process does not have it
// (playwright.config.ts gives it to the web server only), so the e2e secret is lent before the import.
import type { ZipEntry } from "@/lib/results/test-fixtures";

export async function unzip(zip: Buffer): Promise<ZipEntry[]> {
  process.env.AUTH_SECRET ??= "e2e-secret-e2e-secret-e2e-secret-e2e";
  const fixtures = await import("@/lib/results/test-fixtures");
  return fixtures.unzip(zip);
}
