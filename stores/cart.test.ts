// The cart store with its real persistence: localStorage is the only browser part, given here as a
// small in-memory Storage (stores/persisted-test-kit.ts); each "page load" imports the store afresh.
import { describe, expect, it } from "vitest";
import { freshImport, memoryLocalStorage } from "./persisted-test-kit";

const storage = memoryLocalStorage();

async function load() {
  return (await freshImport(() => import("./cart"))).useCart;
}

describe("cart", () => {
  it("adds styles up to the limit, refuses one more, and removes on a second toggle", async () => {
    const cart = await load();
    const { toggleStyle } = cart.getState();
    expect(["a", "b", "c", "d"].map((s) => toggleStyle(s, 4))).toEqual([true, true, true, true]);
    expect(toggleStyle("e", 4)).toBe(false);
    expect(cart.getState().styleSlugs).toEqual(["a", "b", "c", "d"]);
    expect(toggleStyle("b", 4)).toBe(true);
    expect(toggleStyle("e", 4)).toBe(true);
    expect(cart.getState().styleSlugs).toEqual(["a", "c", "d", "e"]);
  });

  it("keeps the first styles picked when moving to a package with fewer", async () => {
    const cart = await load();
    cart.getState().setPackage("professional", 10);
    cart.getState().setStyles(["a", "b", "c", "d", "e", "f"]);
    cart.getState().setPackage("starter", 4);
    expect(cart.getState()).toMatchObject({ packageSlug: "starter", styleSlugs: ["a", "b", "c", "d"] });
  });

  it("survives a reload: package, styles, code, the switched currency and whose outfits to show", async () => {
    const first = await load();
    first.getState().setPackage("executive", 20);
    first.getState().setStyles(["x", "y", "x"]);
    first.getState().setCode("SPRING");
    first.getState().setCurrency("EUR");
    first.getState().setGender("MALE");
    const second = await load();
    expect(second).not.toBe(first);
    expect(second.getState()).toMatchObject({ packageSlug: "executive", styleSlugs: ["x", "y"], code: "SPRING", currency: "EUR", gender: "MALE" });
  });

  it("clears a purchase (and whose outfits it was for) but keeps the currency preference", async () => {
    const cart = await load();
    cart.getState().setPackage("starter", 4);
    cart.getState().setStyles(["a"]);
    cart.getState().setCurrency("USD");
    cart.getState().setGender("FEMALE");
    cart.getState().clear();
    expect(cart.getState()).toMatchObject({ packageSlug: null, styleSlugs: [], code: "", currency: "USD", gender: null });
  });

  it("drops stored fields that are malformed instead of trusting them", async () => {
    storage().setItem("lumen-cart", JSON.stringify({ state: { packageSlug: 7, styleSlugs: ["a", 3, "a", "b"], code: ["x"], currency: "GBP", gender: "UNISEX" }, version: 1 }));
    const cart = await load();
    expect(cart.getState()).toMatchObject({ packageSlug: null, styleSlugs: ["a", "b"], code: "", currency: null, gender: null });
    storage().setItem("lumen-cart", "not json");
    expect((await load()).getState()).toMatchObject({ packageSlug: null, styleSlugs: [], currency: null });
  });
});
