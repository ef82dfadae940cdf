// The light part of the consent banner that the islands import: the banner's code is fetched on first
// use (consent-runtime.ts), never with the page.
type Runtime = typeof import("./consent-runtime");

let runtime: Promise<Runtime> | null = null;

export function consentRuntime(): Promise<Runtime> {
  runtime ??= import("./consent-runtime");
  return runtime;
}

/** Opens the cookie preferences (once the banner has started on this page). */
export function openConsentPreferences(): void {
  void consentRuntime().then((r) => r.showPreferences());
}
