import { describe, expect, it } from "vitest";
import { csvResponse } from "./csv";

async function* batches<T>(...list: T[][]) {
  for (const b of list) yield b;
}

describe("a CSV download", () => {
  it("is RFC 4180 with a byte-order mark, and no cell runs as a formula in a spreadsheet", async () => {
    const res = csvResponse("people list.csv", ["Name", "Note"], batches([["Ada", "=HYPERLINK(\"http://evil\")"]], [["+1 234", "@SUM(A1)"], ["-2", "a, \"quoted\"\nline"], [null, new Date("2026-01-02T03:04:05Z")]]));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="people_list.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n").slice(0, 3)).toEqual(["Name,Note", `Ada,"'=HYPERLINK(""http://evil"")"`, "'+1 234,'@SUM(A1)"]);
    expect(text).toContain(`'-2,"a, ""quoted""\nline"`);
    expect(text).toContain(",2026-01-02T03:04:05.000Z");
    for (const line of text.split("\r\n").filter(Boolean).slice(1)) expect(line).not.toMatch(/^[=+@-]|,[=+@-]/);
  });

  it("streams: the first rows are readable before the last batch is read", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    async function* slow() {
      yield [["first"]];
      await gate;
      yield [["last"]];
    }
    const reader = csvResponse("x.csv", ["Col"], slow()).body!.getReader();
    let seen = "";
    while (!seen.includes("first")) seen += new TextDecoder().decode((await reader.read()).value);
    expect(seen).not.toContain("last");
    release();
    for (let r = await reader.read(); !r.done; r = await reader.read()) seen += new TextDecoder().decode(r.value);
    expect(seen).toContain("last");
  });
});
