import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("drops empty parts", () => {
    expect(cx("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("lets a later class override an earlier one of the same kind, including our tokens", () => {
    expect(cx("bg-mist px-1.5 text-[0.875em]", "bg-transparent px-0 text-xs")).toBe("bg-transparent px-0 text-xs");
    expect(cx("text-ink text-sm", "text-brand")).toBe("text-sm text-brand");
    expect(cx("rounded-lg", "rounded-card")).toBe("rounded-card");
  });

  it("keeps classes that set different things", () => {
    expect(cx("text-ink-soft", "text-lg")).toBe("text-ink-soft text-lg");
    expect(cx("bg-brand", "text-white")).toBe("bg-brand text-white");
  });
});
