// StaticImage offers the widths a picture really has: candidates above its own width are the same file
// (the optimiser never enlarges), so they are left out of the srcset.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticImage, withinWidth } from "./static-image";

const widths = (html: string) => [...html.matchAll(/ (\d+)w(?:,|")/g)].map((m) => Number(m[1]));

describe("StaticImage", () => {
  it("offers the configured widths up to the picture's own and the first one above it, the largest kept as src", () => {
    const html = renderToStaticMarkup(<StaticImage src="/styles/backdrops/navy.webp" alt="Navy" width={640} height={800} sizes="45vw" />);
    expect(widths(html)).toEqual([384, 640]);
    expect(html).toContain('src="/_next/image?url=%2Fstyles%2Fbackdrops%2Fnavy.webp&amp;w=640&amp;q=75"');
    const between = renderToStaticMarkup(<StaticImage src="/a.webp" alt="" width={320} height={400} sizes="30vw" />);
    expect(widths(between)).toEqual([256, 384]);
  });

  it("leaves a density srcset (no sizes), a fill picture and an unoptimised one as next/image makes them", () => {
    expect(renderToStaticMarkup(<StaticImage src="/a.webp" alt="" width={48} height={48} />)).toMatch(/srcSet="[^"]* 1x, [^"]* 2x"/);
    const fill = renderToStaticMarkup(<StaticImage src="/a.webp" alt="" fill sizes="100vw" />);
    expect(widths(fill)).toContain(3840);
    expect(renderToStaticMarkup(<StaticImage src="/a.webp" alt="" width={48} height={48} unoptimized />)).not.toContain("srcSet");
  });

  it("keeps every candidate when the picture is wider than all of them, and gives up on a srcset it cannot read", () => {
    expect(withinWidth("/x?w=640 640w, /x?w=828 828w", 4000)).toEqual({ srcSet: "/x?w=640 640w, /x?w=828 828w", src: "/x?w=828" });
    expect(withinWidth("/x?w=640 1x, /x?w=1080 2x", 640)).toBeUndefined();
    expect(withinWidth(undefined, 640)).toBeUndefined();
  });
});
