/**
 * The spec's rule: a redirect target is internal when it starts with a single slash or a relative
 * dot path. Anything else (another origin, "//evil.example", "/\\evil", "javascript:") is refused so a
 * login link can never bounce a person to another site.
 */
export function isInternalTarget(target: string): boolean {
  if (/[\u0000-\u001f\\]/.test(target)) return false;
  if (target.startsWith("/")) return !target.startsWith("//");
  return target.startsWith("./") || target.startsWith("../");
}

/** Returns `target` if it is internal, else `fallback`. Dot paths resolve against the page `base`. */
export function safeRedirectTarget(target: string | null | undefined, fallback: string, base = "/"): string {
  if (!target || !isInternalTarget(target)) return fallback;
  if (target.startsWith("/")) return target;
  const resolved = new URL(target, new URL(base, "http://internal.invalid"));
  return resolved.pathname + resolved.search + resolved.hash;
}
