// The team wizard's drafts with their real persistence: what was typed survives a reload, belongs to
// one person, is forgotten once saved, and anything malformed in localStorage is dropped.
import { describe, expect, it } from "vitest";
import { freshImport, memoryLocalStorage } from "./persisted-test-kit";

const storage = memoryLocalStorage();

async function load() {
  return (await freshImport(() => import("./organization"))).useOrganizationDrafts;
}

describe("the organization drafts", () => {
  it("survive a reload: typed company fields, colours, picks and invite emails", async () => {
    const first = await load();
    first.getState().claim("user-1");
    first.getState().setCompany("name", "Acme");
    first.getState().setCompany("website", "acme.com");
    first.getState().setColors(["#112233"]);
    first.getState().setBackdrops({ female: ["b1"], male: [] });
    first.getState().setInvites("ada@acme.com,\nbob@");
    const second = await load();
    second.getState().claim("user-1");
    expect(second.getState()).toMatchObject({
      owner: "user-1", company: { name: "Acme", website: "acme.com" }, branding: { colors: ["#112233"] }, backdrops: { female: ["b1"], male: [] }, outfits: null, invites: "ada@acme.com,\nbob@",
    });
  });

  it("are one person's: someone else signing in on the same browser starts empty", async () => {
    const store = await load();
    store.getState().claim("user-1");
    store.getState().setInvites("secret@acme.com");
    store.getState().claim("user-2");
    expect(store.getState()).toMatchObject({ owner: "user-2", invites: null, company: {} });
  });

  it("forget what was saved, and only that", async () => {
    const store = await load();
    store.getState().claim("user-1");
    store.getState().setCompany("name", "Acme");
    store.getState().setInvites("ada@acme.com");
    store.getState().forget("company");
    expect(store.getState()).toMatchObject({ company: {}, invites: "ada@acme.com" });
  });

  it("drop stored fields that are malformed instead of trusting them", async () => {
    storage().setItem("lumen-organization", JSON.stringify({ state: { owner: 7, company: { name: "Acme", size: 3 }, branding: { colors: "red" }, backdrops: { female: "x" }, invites: ["a"] }, version: 1 }));
    const store = await load();
    expect(store.getState()).toMatchObject({ owner: null, company: { name: "Acme" }, branding: null, backdrops: null, invites: null });
  });
});
