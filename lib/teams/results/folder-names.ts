// Folder names of the favourites zip: one per member, from their name, safe as a path in any unzip
// tool (no "..", no slashes, no control characters, none of Windows' reserved device names) and
// unique ignoring case ("Ana Ruiz", "Ana Ruiz (2)"), as case-insensitive file systems need.
import "server-only";

const MAX_LENGTH = 80;
const FALLBACK = "member";
// C0 and C1 control characters, DEL, and characters Windows refuses in a path: replaced by a space.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/g;
// Zero-width and direction-changing characters: dropped (they can disguise a name).
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/** A member's name as one safe path segment (never empty, never "." or "..", at most 80 characters). */
export function safeFolderName(name: string | null | undefined): string {
  let s = (name ?? "").normalize("NFC").replace(INVISIBLE, "").replace(UNSAFE, " ");
  s = s.replace(/\.{2,}/g, ".").replace(/\s+/g, " ").trim();
  // Windows drops trailing dots and spaces; leading dots hide a folder.
  s = s.replace(/^[.\s]+|[.\s]+$/g, "");
  s = [...s].slice(0, MAX_LENGTH).join("").replace(/[.\s]+$/g, "");
  if (!s) return FALLBACK;
  if (RESERVED.test(s)) s = `${s}_`;
  return s;
}

/** Hands out unique folder names in the order asked: the second "Ana Ruiz" becomes "Ana Ruiz (2)". */
export function folderNamer(): (name: string | null | undefined) => string {
  const taken = new Set<string>();
  return (name) => {
    const base = safeFolderName(name);
    let candidate = base;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
