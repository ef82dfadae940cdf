import "server-only";
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  heic: "image/heic",
  svg: "image/svg+xml",
  zip: "application/zip",
  pdf: "application/pdf",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
};

/** Content-Type guessed from the key's extension (application/octet-stream when unknown). */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf(".");
  if (dot < 0 || dot < key.lastIndexOf("/")) return "application/octet-stream";
  return TYPES[key.slice(dot + 1).toLowerCase()] ?? "application/octet-stream";
}
