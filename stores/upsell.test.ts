// The upsell store with its real persistence: localStorage is the only browser part, given here as a
// small in-memory Storage (stores/persisted-test-kit.ts); each "page load" imports the store afresh.
import { describe, expect, it } from "vitest";
import { freshImport, memoryLocalStorage } from "./persisted-test-kit";

const storage = memoryLocalStorage();

async function load() {
  return (await freshImport(() => import("./upsell"))).useUpsell;
}

describe("upsell choice", () => {
  it("survives a reload, per shoot: another shoot starts without styles but keeps the packs", async () => {
    let store = await load();
    store.getState().forShoot("shoot-a");
    expect(store.getState().toggleStyle("navy", 2)).toBe(true);
    expect(store.getState().toggleStyle("grey", 2)).toBe(true);
    expect(store.getState().toggleStyle("bokeh", 2)).toBe(false);
    store.getState().setCreditPack(5);

    store = await load();
    expect(store.getState()).toMatchObject({ shootId: "shoot-a", styleSlugs: ["navy", "grey"], creditPack: 5 });
    store.getState().forShoot("shoot-a");
    expect(store.getState().styleSlugs).toEqual(["navy", "grey"]);
    store.getState().forShoot("shoot-b");
    expect(store.getState()).toMatchObject({ shootId: "shoot-b", styleSlugs: [], creditPack: 5 });
  });

  it("forgets only the kind that was paid for", async () => {
    const store = await load();
    store.getState().forShoot("s");
    store.getState().toggleStyle("navy", 3);
    store.getState().setHeadshotPack(20);
    store.getState().setCreditPack(5);
    store.getState().clear("editCredits");
    expect(store.getState()).toMatchObject({ styleSlugs: ["navy"], headshotPack: 20, creditPack: null });
    store.getState().clear("styles");
    expect(store.getState()).toMatchObject({ styleSlugs: [], headshotPack: 20 });
  });

  it("drops what localStorage holds in the wrong shape", async () => {
    storage().setItem("lumen-upsell", JSON.stringify({ state: { shootId: 7, styleSlugs: ["ok", 3, "ok"], headshotPack: -1, creditPack: 20 }, version: 1 }));
    const store = await load();
    expect(store.getState()).toMatchObject({ shootId: null, styleSlugs: ["ok"], headshotPack: null, creditPack: 20 });
  });
});
