/** True for hrefs that leave the app: a scheme (https:, mailto:, tel:) or protocol-relative. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");
}
