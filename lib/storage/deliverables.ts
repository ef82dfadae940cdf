// The files a person pays for never leave through a signed URL. The money-back guarantee refunds at
// once only while nothing was downloaded, so every full-size file must go out through a route that
// records it (app/api/results/**), and a signed URL is served to whoever holds it with no record.
// A result's folder, shoots/{shootId}/results/{resultId}/, holds the delivered files (main, portrait,
// print) beside the two made only to be looked at (lib/shoots/generate.ts writes the thumbnail,
// lib/shoots/preview.ts the preview); zips live under shoots/{shootId}/zips/. Only the two may be
// signed; anything else in those folders, now or added later, is refused.
import "server-only";

const RESULT_FILE = /^shoots\/[^/]+\/results\/[^/]+\/(.+)$/;
const ZIP_FILE = /^shoots\/[^/]+\/zips\//;
const VIEWABLE = new Set(["thumb.webp", "preview.webp"]);

/** True for a stored key that is (part of) a delivered file: a result's own files or a zip. */
export function isDeliverableKey(key: string): boolean {
  if (ZIP_FILE.test(key)) return true;
  const m = RESULT_FILE.exec(key);
  return m !== null && !VIEWABLE.has(m[1]!);
}

export class DeliverableKeyError extends Error {
  constructor(public readonly key: string) {
    super(`${key} is a delivered file: it is downloaded through the results routes, never by a signed URL`);
    this.name = "DeliverableKeyError";
  }
}

/** Throws DeliverableKeyError for a delivered file; returns `key` unchanged otherwise. */
export function assertSignable(key: string): string {
  if (isDeliverableKey(key)) throw new DeliverableKeyError(key);
  return key;
}
