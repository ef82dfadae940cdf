// The Markdown renderer is the only way admin-written text (blog posts, job openings, content pages)
// reaches a page: nothing in the source may become script, a frame or a dangerous link.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, safeUrl } from "./Markdown";

const html = (source: string) => renderToStaticMarkup(<Markdown>{source}</Markdown>);

describe("Markdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const out = html("## Light\n\n- one\n- **two**\n\n1. first\n\n[pricing](/pricing) and [docs](https://example.com/x)");
    expect(out).toContain("<h2");
    expect(out).toMatch(/<ul[^>]*>\s*<li>one<\/li>\s*<li><strong>two<\/strong><\/li>/);
    expect(out).toMatch(/<ol[^>]*>\s*<li>first<\/li>/);
    expect(out).toMatch(/<a href="\/pricing"[^>]*>pricing<\/a>/);
    // External links open apart from the page and pass no referrer weight.
    expect(out).toMatch(/<a href="https:\/\/example.com\/x"[^>]*rel="noopener noreferrer nofollow"[^>]*target="_blank"/);
  });

  it("renders a GFM table", () => {
    const out = html("| Works | Avoid |\n| --- | --- |\n| Navy | Neon |\n| Grey | Logos |");
    expect(out).toContain("<table");
    expect(out).toMatch(/<th[^>]*>Works<\/th>/);
    expect(out).toMatch(/<td[^>]*>Neon<\/td>/);
    expect(out.match(/<tr>/g)).toHaveLength(3);
  });

  it("never emits a <script> written in the Markdown, inline or as a block", () => {
    const out = html('Hello <script>alert(1)</script> world\n\n<script src="https://evil.example/x.js"></script>\n\nafter');
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain("after");
  });

  it("drops raw <iframe>, <img onerror> and other HTML with its event attributes", () => {
    const out = html('<iframe src="https://evil.example"></iframe>\n\nText <img src=x onerror="alert(1)"> and <a href="#" onclick="alert(1)">x</a>\n\n<div style="position:fixed">overlay</div>');
    expect(out).not.toMatch(/<iframe/i);
    expect(out).not.toMatch(/onerror|onclick/i);
    expect(out).not.toMatch(/<div style/i);
    expect(out).not.toMatch(/<img/i);
  });

  it("gives javascript:, vbscript: and data: links and images no address", () => {
    const out = html(
      [
        "[x](javascript:alert(1))",
        "[y](JaVaScRiPt:alert(1))",
        "[z](vbscript:msgbox(1))",
        "[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "![i](data:image/svg+xml;base64,PHN2Zy8+)",
        "[ok](mailto:hello@lumen.example)",
      ].join("\n\n"),
    );
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/vbscript:/i);
    expect(out).not.toMatch(/data:/i);
    expect(out).toContain('href="mailto:hello@lumen.example"');
  });

  it("safeUrl keeps http(s), mailto, tel, relative and fragment addresses only", () => {
    expect(safeUrl("https://a.example/b")).toBe("https://a.example/b");
    expect(safeUrl("/blog/x")).toBe("/blog/x");
    expect(safeUrl("#top")).toBe("#top");
    expect(safeUrl("tel:+4930123")).toBe("tel:+4930123");
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl("data:text/html,hi")).toBe("");
    expect(safeUrl("ftp://files.example/x")).toBe("");
  });
});
