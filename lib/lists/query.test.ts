import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paginate, toPage, eachBatch } from "./page";
import { listQuery } from "./query";

const people = listQuery({ sort: ["name", "createdAt"], defaultSort: "-createdAt", filters: { state: z.enum(["invited", "joined"]).optional(), team: z.string().regex(/^t\d+$/).optional() } });

describe("a list query read from the URL", () => {
  it("has defaults for everything", () => {
    expect(people.parse({})).toEqual({ q: "", page: 1, perPage: 25, sort: { field: "createdAt", desc: true }, state: undefined, team: undefined });
  });

  it("reads search, page, page size, sort and filters", () => {
    expect(people.parse(new URLSearchParams("q= ada &page=3&perPage=50&sort=name&state=joined&team=t7"))).toEqual({
      q: "ada", page: 3, perPage: 50, sort: { field: "name", desc: false }, state: "joined", team: "t7",
    });
  });

  it("falls back to each default on a bad value, keeping the good ones", () => {
    const q = people.parse({ page: "-4", perPage: "1000", sort: "password", state: "admin", team: "'; drop", q: "x".repeat(500) });
    expect(q).toEqual({ q: "", page: 1, perPage: 25, sort: { field: "createdAt", desc: true }, state: undefined, team: undefined });
    expect(people.parse({ page: ["2", "9"], sort: "-name" })).toMatchObject({ page: 2, sort: { field: "name", desc: true } });
    expect(people.parse({ page: "99999999" }).page).toBe(1);
  });

  it("writes itself back into a URL, leaving defaults out", () => {
    expect(people.toSearch(people.defaults)).toBe("");
    const q = people.parse({ q: "ada", page: "2", sort: "name", state: "invited" });
    expect(people.toSearch(q)).toBe("?q=ada&state=invited&sort=name&page=2");
    expect(people.parse(new URLSearchParams(people.toSearch(q).slice(1)))).toEqual(q);
  });
});

describe("a page", () => {
  it("knows its offset and how many pages there are", () => {
    expect(paginate({ page: 3, perPage: 25 })).toEqual({ skip: 50, take: 25 });
    expect(toPage(["a"], 51, { page: 3, perPage: 25 })).toEqual({ items: ["a"], total: 51, page: 3, perPage: 25, pageCount: 3 });
    expect(toPage([], 0, { page: 1, perPage: 25 }).pageCount).toBe(1);
  });

  it("walks a whole selection in batches after the last id", async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: `r${i}` }));
    const asked: (string | undefined)[] = [];
    const batches = [];
    for await (const b of eachBatch(async (after, size) => {
      asked.push(after);
      const start = after ? rows.findIndex((r) => r.id === after) + 1 : 0;
      return rows.slice(start, start + size);
    }, 3)) batches.push(b.map((r) => r.id));
    expect(batches).toEqual([["r0", "r1", "r2"], ["r3", "r4", "r5"], ["r6"]]);
    expect(asked).toEqual([undefined, "r2", "r5"]);
  });
});
