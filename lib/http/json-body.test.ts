import { describe, expect, it } from "vitest";
import { jsonBodyError, MAX_JSON_BYTES, readJsonBody } from "./json-body";

const post = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("https://lumen.test/api/refunds", { method: "POST", body, headers, duplex: "half" } as RequestInit);

function streamOf(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new Uint8Array(Math.min(4096, totalBytes - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("reading a JSON body", () => {
  it("reads a small JSON body", async () => {
    expect(await readJsonBody(post(JSON.stringify({ orderId: "o1", reason: "ü".repeat(2000) })))).toEqual({ ok: true, data: { orderId: "o1", reason: "ü".repeat(2000) } });
  });

  it("refuses a body declared larger than the cap before reading it", async () => {
    const req = post(streamOf(10), { "content-type": "application/json", "content-length": String(MAX_JSON_BYTES + 1) });
    expect(await readJsonBody(req)).toEqual({ ok: false, error: "BODY_TOO_LARGE" });
  });

  it("cuts off a body without a length once it passes the cap", async () => {
    expect(await readJsonBody(post(streamOf(5_000_000)))).toEqual({ ok: false, error: "BODY_TOO_LARGE" });
    expect(await readJsonBody(post(`{"a":"${"x".repeat(MAX_JSON_BYTES)}"}`))).toEqual({ ok: false, error: "BODY_TOO_LARGE" });
  });

  it("answers broken JSON, an empty body and other content types as invalid", async () => {
    expect(await readJsonBody(post("{nope"))).toEqual({ ok: false, error: "INVALID_BODY" });
    expect(await readJsonBody(post(null))).toEqual({ ok: false, error: "INVALID_BODY" });
    expect(await readJsonBody(post("orderId=o1", { "content-type": "application/x-www-form-urlencoded" }))).toEqual({ ok: false, error: "INVALID_BODY" });
  });

  it("answers 413 and 400 with a message in the caller's language", async () => {
    const de = post("", { "content-type": "application/json", "accept-language": "de-DE,de;q=0.9" });
    const tooLarge = await jsonBodyError(de, "BODY_TOO_LARGE");
    expect(tooLarge.status).toBe(413);
    const body = (await tooLarge.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("BODY_TOO_LARGE");
    expect(body.error.message).toContain("kürze deinen Text");
    const es = await jsonBodyError(post("", { "content-type": "application/json", "accept-language": "es" }), "INVALID_BODY");
    expect(es.status).toBe(400);
    expect(((await es.json()) as { error: { message: string } }).error.message).toContain("Vuelve a cargar");
  });
});
