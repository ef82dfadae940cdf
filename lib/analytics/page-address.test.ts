import { describe, expect, it } from "vitest";
import { pageAddress, safeAddressValue, scrubAddresses } from "./page-address";

const O = "https://lumen.example";

describe("addresses as analytics sees them", () => {
  it("names a page by its route pattern in its language: no token, id, query or fragment", () => {
    expect(pageAddress(`${O}/de/vote/secret-token-123?x=1#y`, O)).toMatchObject({ url: `${O}/de/vote/[[token]]`, routeName: expect.any(String), locale: "de" });
    expect(pageAddress(`${O}/auth/token?token=abc`, O).url).toBe(`${O}/auth/token`);
    expect(pageAddress(`${O}/admin/user?id=cmwz123`, O).url).toBe(`${O}/admin/user`);
    expect(pageAddress(`${O}/es/pricing`, O)).toMatchObject({ url: `${O}/es/pricing`, pageType: "marketing" });
    expect(pageAddress(`${O}/no/such/page`, O)).toMatchObject({ url: `${O}/not-found`, routeName: "not-found" });
  });

  it("keeps another site only as its origin, and markers as they are", () => {
    expect(safeAddressValue("https://www.google.com/search?q=jane+doe", O)).toBe("https://www.google.com");
    expect(safeAddressValue("$direct", O)).toBe("$direct");
    expect(safeAddressValue("/app/results/share/tok123", O)).toBe("/app/results/share/[[token]]");
  });

  it("scrubs PostHog's URL properties, its person properties included, and leaves the rest", () => {
    const props: Record<string, unknown> = {
      $current_url: `${O}/auth/token?token=magic`,
      $pathname: "/vote/tok",
      $referrer: "https://mail.example.com/inbox/42",
      $set_once: { $initial_current_url: `${O}/invite/abc123`, $initial_pathname: "/invite/abc123" },
      $browser: "Chrome",
    };
    scrubAddresses(props, O);
    expect(JSON.stringify(props)).not.toMatch(/magic|tok\b|abc123|inbox/);
    expect(props).toMatchObject({ $current_url: `${O}/auth/token`, $referrer: "https://mail.example.com", $browser: "Chrome" });
  });
});
