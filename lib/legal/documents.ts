// The legal documents published under /legal/{file}: the one list the pages (components/legal), the
// sitemap and the Open Graph images (lib/seo) all read.
import "server-only";
export const LEGAL_DOCUMENTS = ["terms", "privacy", "cookies", "security", "refund", "imprint"] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export function isLegalDocument(file: string): file is LegalDocumentName {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(file);
}
