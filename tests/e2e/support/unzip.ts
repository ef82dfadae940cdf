// The zip reader the unit tests use (lib/testing/zip.ts: reads the central directory and checks each
// entry's CRC-32), for the browser tests. It imports nothing of the app, so the test runner's own
// process (which does not have the server's environment) can load it.
import { unzip as readZip, type ZipEntry } from "@/lib/testing/zip";

export async function unzip(zip: Buffer): Promise<ZipEntry[]> {
  return readZip(zip);
}
