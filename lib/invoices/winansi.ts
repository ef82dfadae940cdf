// pdf-lib's standard fonts (Helvetica) can only draw WinAnsi (Windows-1252) characters and throw on
// anything else. Names and addresses can hold any script, so the PDF writes what it can and spells
// the rest as closely as it can: accents dropped where the letter without them exists, else "?".
import "server-only";

// The characters Windows-1252 puts in 0x80–0x9F.
const CP1252_EXTRAS = new Set(
  "\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178",
);

const REPLACEMENTS: Record<string, string> = {
  "\u00a0": " ", // no-break space (Intl puts it between amount and currency)
  "\u202f": " ", // narrow no-break space
  "\u2009": " ",
  "\u2007": " ",
  "\u2212": "-", // minus sign
  "\u2010": "-",
  "\u2011": "-",
  "\u00ad": "",
};

function drawable(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa1 && cp <= 0xff) || CP1252_EXTRAS.has(ch);
}

export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else if (drawable(ch)) out += ch;
    else if (ch === "\t") out += " ";
    else if (/\p{Cc}/u.test(ch)) continue;
    else {
      const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base && [...base].every(drawable) ? base : "?";
    }
  }
  return out;
}
