// An action's fields read as text, the way the forms were always read: a missing field is "" (so the
// schema's own message key answers it), a field sent twice counts once, a file is no text.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { textFields } from "./form-data";

const schema = textFields(z.object({ email: z.string().min(1, "emailRequired"), token: z.string().max(5, "tokenInvalid") }));
// What lib/http/action.ts formObject hands the schema: one value per field, a list where it repeats.
const form = (entries: [string, string | File][]) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) out[k] = k in out ? [out[k], v].flat() : v;
  return out;
};

describe("text fields", () => {
  it("answer a missing field with the schema's message, not zod's", () => {
    const parsed = schema.safeParse(form([["token", "abc"]]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["email", "emailRequired"]]);
  });

  it("take the first value of a repeated field and read a file as empty", () => {
    expect(schema.parse(form([["email", "a@b.c"], ["email", "x@y.z"], ["token", "t1"], ["extra", "dropped"]]))).toEqual({ email: "a@b.c", token: "t1" });
    expect(schema.safeParse(form([["email", new File(["x"], "x.txt")]])).error?.issues[0]?.message).toBe("emailRequired");
  });
});
