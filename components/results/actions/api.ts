// The browser's side of app/api/results/**: each call resolves with the JSON, or throws an
// ActionFailure carrying the server's localised message (or null when the server was not reached).
import type { MarksResponse, ZipSelection, ZipStatus } from "@/lib/results/options";
import { ApiFailure as ActionFailure, apiCall } from "@/lib/client/api-call";
import type { MarksChange } from "./marks-state";

export { ActionFailure };
const call = apiCall;

const json = { "Content-Type": "application/json" };

export async function patchMarks(resultId: string, change: MarksChange, locale: string): Promise<MarksResponse> {
  const response = await call(`/api/results/${encodeURIComponent(resultId)}`, { method: "PATCH", headers: json, body: JSON.stringify(change), locale });
  return (await response.json()) as MarksResponse;
}

export async function startZip(shootId: string, selection: ZipSelection, locale: string): Promise<ZipStatus> {
  const response = await call("/api/results/zips", { method: "POST", headers: json, body: JSON.stringify({ shootId, selection }), locale });
  return (await response.json()) as ZipStatus;
}

export async function zipStatus(zipId: string, locale: string): Promise<ZipStatus> {
  const response = await call(`/api/results/zips/${encodeURIComponent(zipId)}`, { method: "GET", cache: "no-store", locale });
  return (await response.json()) as ZipStatus;
}

/** The file name a Content-Disposition header gives (its UTF-8 form first). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** Fetches a download and hands it to the browser as a saved file (errors stay on the page, localised). */
export async function saveDownload(url: string, fallbackName: string, locale: string): Promise<void> {
  const response = await call(url, { method: "GET", locale });
  const blob = await response.blob().catch(() => {
    throw new ActionFailure(null);
  });
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = dispositionFileName(response.headers.get("content-disposition")) ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
