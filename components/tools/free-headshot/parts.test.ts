// How the free headshot's islands read the API's refusals: the house's envelope (`{ error: { code,
// message, ...details } }`, lib/http/route.ts) and the contract's flat FreePhotoRefusal both give the
// code, the message and each reason; a body that is no JSON (a proxy's error page) gives empty strings,
// which the islands replace with their own generic message.
import { describe, expect, it } from "vitest";
import { fill } from "../fill";
import { readRefusal } from "./parts";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("readRefusal", () => {
  it("reads a refused photo from the house's envelope, reason by reason", async () => {
    const res = json(422, { error: { code: "PHOTO_REFUSED", message: "We can't use this photo.", reasons: [{ code: "NO_FACE", message: "We couldn't find a face." }, { code: "TOO_DARK", message: "Too dark." }] } });
    await expect(readRefusal(res)).resolves.toEqual({ code: "PHOTO_REFUSED", message: "We can't use this photo.", reasons: [{ code: "NO_FACE", message: "We couldn't find a face." }, { code: "TOO_DARK", message: "Too dark." }] });
  });

  it("reads the contract's flat shape the same way", async () => {
    const res = json(422, { error: "PHOTO_REFUSED", message: "Refused", reasons: [{ code: "NO_FACE", message: "No face" }] });
    await expect(readRefusal(res)).resolves.toEqual({ code: "PHOTO_REFUSED", message: "Refused", reasons: [{ code: "NO_FACE", message: "No face" }] });
  });

  it("reads the day's limit, and drops reasons without a message", async () => {
    const res = json(429, { error: { code: "LIMIT_REACHED", message: "You've made your 3 free headshots today.", reasons: [null, { code: "X" }, "text"] } });
    await expect(readRefusal(res)).resolves.toEqual({ code: "LIMIT_REACHED", message: "You've made your 3 free headshots today.", reasons: [] });
  });

  it("gives empty strings for a body that is no JSON", async () => {
    await expect(readRefusal(new Response("<html>Bad gateway</html>", { status: 502 }))).resolves.toEqual({ code: "", message: "", reasons: [] });
  });
});

describe("fill", () => {
  it("fills the placeholders it has values for and leaves the others", () => {
    expect(fill("Step {n} of {total}", { n: 2, total: 4 })).toBe("Step 2 of 4");
    expect(fill("Chosen: {name} {other}", { name: "me.jpg" })).toBe("Chosen: me.jpg {other}");
  });
});
