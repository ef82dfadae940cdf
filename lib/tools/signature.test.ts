import { describe, expect, it } from "vitest";
import { errorKeys, escapeHtml, httpsUrl, phoneDisplay, phoneHref } from "./snippet-html";
import { SIGNATURE_DEFAULTS, SIGNATURE_LAYOUTS, signatureHtml, signatureSchema, signatureText, type SignatureInput } from "./signature";

const ada: SignatureInput = {
  ...SIGNATURE_DEFAULTS,
  name: 'Ada <script>alert(1)</script> "onmouseover=alert(2) </td> Lovelace',
  title: "Head of <b>Engines</b>",
  company: "Analytical & Co",
  phone: "+44 (20) 7946-0958 ext.",
  email: "ada@example.com",
  website: "https://example.com/",
  linkedin: "https://www.linkedin.com/in/ada",
  x: "https://x.com/ada",
  other: "https://github.com/ada",
  photoUrl: "https://cdn.example.com/ada.jpg?size=80&v=2",
  accent: "#AA3300",
  text: "#111827",
};

function build(input: SignatureInput) {
  const parsed = signatureSchema.safeParse(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return signatureHtml(parsed.data);
}

/** Every value of an href or src attribute (escaped output never holds a raw quote inside one). */
const urls = (html: string) => [...html.matchAll(/\s(href|src)\s*=\s*"([^"]*)"/gi)].map((m) => m[2]!);
/** Every tag name opened in the HTML. */
const tags = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase()));

describe("escapeHtml and addresses", () => {
  it("escapes the characters that end text or an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;");
  });

  it("accepts only absolute https addresses", () => {
    expect(httpsUrl("https://example.com/a b")).toBe("https://example.com/a%20b");
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,<script>", "http://example.com", "//example.com", "example.com", "mailto:a@b.c", "https://user:pw@example.com", "ftp://example.com", ""]) {
      expect(httpsUrl(bad), bad).toBeNull();
    }
  });

  it("shows a phone number with digits, spaces and + - ( ) and calls its digits", () => {
    expect(phoneDisplay("+44 (20) 7946-0958 ext.")).toBe("+44 (20) 7946-0958");
    expect(phoneHref("+44 (20) 7946-0958")).toBe("tel:+442079460958");
    expect(phoneHref("030 / 1234 567")).toBe("tel:0301234567");
  });
});

describe("the email signature", () => {
  it.each(SIGNATURE_LAYOUTS)("%s: shows the details escaped, with no script, class or style element", (layout) => {
    const html = build({ ...ada, layout });
    expect(html).toContain("Ada &lt;script&gt;alert(1)&lt;/script&gt; &quot;onmouseover=alert(2) &lt;/td&gt; Lovelace");
    expect(html).toContain("Head of &lt;b&gt;Engines&lt;/b&gt; · Analytical &amp; Co");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<b>/i);
    expect(html).not.toMatch(/\sclass\s*=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    // the cell the name is in is closed by the builder only: the typed </td> did not end it
    expect(html.match(/<td/g)!.length).toBe(html.match(/<\/td>/g)!.length);
    expect(html.match(/<table/g)!.length).toBe(html.match(/<\/table>/g)!.length);
    expect([...tags(html)].every((t) => ["table", "tr", "td", "a", "img"].includes(t))).toBe(true);
    // every table as mail clients need it
    for (const table of html.match(/<table[^>]*>/g)!) expect(table).toContain('border="0" cellpadding="0" cellspacing="0"');
    // only https, mailto and tel
    for (const url of urls(html)) expect(url).toMatch(/^(https:\/\/|mailto:|tel:)/);
    expect(urls(html)).toEqual(expect.arrayContaining(["tel:+442079460958", "mailto:ada@example.com", "https://www.linkedin.com/in/ada", "https://x.com/ada", "https://github.com/ada"]));
    expect(html).toContain(">+44 (20) 7946-0958<");
    expect(html).toContain("color:#aa3300");
    expect(html).toContain("color:#111827");
  });

  it("classic and stacked show the photo with its size and alt; compact is text only with a coloured rule", () => {
    for (const layout of ["classic", "stacked"] as const) {
      const img = build({ ...ada, layout }).match(/<img[^>]*>/g)!;
      expect(img).toHaveLength(1);
      expect(img[0]).toContain('src="https://cdn.example.com/ada.jpg?size=80&amp;v=2"');
      expect(img[0]).toMatch(/width="80" height="80" alt="Ada &lt;script&gt;/);
    }
    const compact = build({ ...ada, layout: "compact" });
    expect(compact).not.toContain("<img");
    expect(compact).toContain('bgcolor="#aa3300"');
    // the layouts differ
    expect(new Set(SIGNATURE_LAYOUTS.map((layout) => build({ ...ada, layout }))).size).toBe(3);
    // classic: the photo left of the text, in one row
    expect(build({ ...ada, layout: "classic" })).toMatch(/^<table[^>]*><tr><td width="96"[^>]*><img/);
    expect(build({ ...ada, layout: "stacked" })).toMatch(/^<table[^>]*><tr><td[^>]*><img/);
  });

  it("leaves out what was left empty", () => {
    const html = build({ ...SIGNATURE_DEFAULTS, name: "Grace Hopper" });
    expect(html).toContain("Grace Hopper");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<a ");
    expect(signatureText(signatureSchema.parse({ ...SIGNATURE_DEFAULTS, name: "Grace Hopper", email: "g@example.com" }))).toBe("Grace Hopper\ng@example.com");
  });

  it("refuses unsafe or malformed input with its error key", () => {
    const keys = (input: Partial<SignatureInput>) => {
      const r = signatureSchema.safeParse({ ...ada, ...input });
      return r.success ? {} : errorKeys(r.error);
    };
    expect(keys({ website: "javascript:alert(1)" })).toEqual({ website: "urlInvalid" });
    expect(keys({ photoUrl: "data:image/png;base64,AAAA" })).toEqual({ photoUrl: "urlInvalid" });
    expect(keys({ linkedin: "http://www.linkedin.com/in/ada" })).toEqual({ linkedin: "urlInvalid" });
    expect(keys({ other: "vbscript:msgbox" })).toEqual({ other: "urlInvalid" });
    expect(keys({ accent: "red" })).toEqual({ accent: "colourInvalid" });
    expect(keys({ text: "#12345" })).toEqual({ text: "colourInvalid" });
    expect(keys({ accent: "#123456;background:url(x)" })).toEqual({ accent: "colourInvalid" });
    expect(keys({ email: 'a"@example.com' })).toEqual({ email: "emailInvalid" });
    expect(keys({ phone: "12" })).toEqual({ phone: "phoneInvalid" });
    expect(keys({ name: "   " })).toEqual({ name: "required" });
    expect(keys({ name: "x".repeat(81) })).toEqual({ name: "tooLong" });
    expect(keys({ layout: "fancy" as never })).toEqual({ layout: "layoutInvalid" });
    expect(keys({})).toEqual({});
  });
});
