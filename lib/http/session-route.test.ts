import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseBody, type Refuse } from "./session-route";

const schema = z.object({ orderId: z.string().min(1) });
const refuse: Refuse = async (code) => Response.json({ error: { code } }, { status: code === "INVALID_INPUT" ? 400 : 500 });
const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) => new Request("http://lumen.test/api/x", { method: "POST", body, headers });

describe("parseBody", () => {
  it("gives the validated data, or the response for invalid, non-JSON and too-large bodies", async () => {
    const ok = await parseBody(post(JSON.stringify({ orderId: "o1", extra: 1 })), schema, refuse);
    expect(ok).toEqual({ ok: true, data: { orderId: "o1" } });

    const invalid = await parseBody(post(JSON.stringify({ orderId: "" })), schema, refuse);
    expect(invalid.ok || (await invalid.response.json())).toEqual({ error: { code: "INVALID_INPUT" } });

    const notJson = await parseBody(post("{not json"), schema, refuse);
    expect(notJson.ok ? 0 : notJson.response.status).toBe(400);

    const large = await parseBody(post(JSON.stringify({ orderId: "x".repeat(20_000) })), schema, refuse);
    expect(large.ok ? 0 : large.response.status).toBe(413);
  });
});
