// The action wrapper: one state shape for every form, the role check, what is echoed back, and how
// refusals, redirects and failures come out.
import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Principal } from "@/lib/routes/middleware";
import { action, typedValues, withoutState } from "./action";
import { Refusal } from "./errors";

const who = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => who.principal }));

afterEach(() => {
  who.principal = null;
});

const form = (fields: Record<string, string | string[]>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) fd.append(k, one);
  return fd;
};

const schema = z.object({ name: z.string().trim().min(1, "nameRequired"), password: z.string().min(8, "passwordTooShort"), tags: z.array(z.string()).optional() });

describe("an action", () => {
  const save = vi.fn(async (_input: z.output<typeof schema>) => ({ ok: true, detail: "saved" }));
  const saveAction = action(schema, (input) => save(input));

  it("runs with the parsed form for a signed-in person and keeps what was typed, passwords left out", async () => {
    who.principal = { userId: "u1", role: "user", orgRole: null };
    const state = await saveAction({}, form({ name: " Ada ", password: "long enough", tags: ["a", "b"], locale: "de" }));
    expect(save).toHaveBeenCalledWith({ name: "Ada", password: "long enough", tags: ["a", "b"] });
    expect(state).toEqual({ ok: true, detail: "saved", values: { name: " Ada ", tags: "a" } });
  });

  it("answers invalid fields with their message keys, and gives the typed values back", async () => {
    who.principal = { userId: "u1", role: "user", orgRole: null };
    save.mockClear();
    const state = await saveAction({}, form({ name: "", password: "short", currentPassword: "x", token: "t" }));
    expect(save).not.toHaveBeenCalled();
    expect(state).toEqual({ fieldErrors: { name: "nameRequired", password: "passwordTooShort" }, values: { name: "" } });
  });

  it("refuses signed-out people and too-small roles before reading the form", async () => {
    save.mockClear();
    expect(await saveAction({}, form({ name: "x", password: "long enough" }))).toEqual({ error: "notSignedIn", values: { name: "x" } });
    who.principal = { userId: "u1", role: "user", orgRole: "member" };
    const leadOnly = action(schema, async () => ({ ok: true }), { role: "lead" });
    expect(await leadOnly({}, form({ name: "x", password: "long enough" }))).toMatchObject({ error: "forbidden" });
    expect(save).not.toHaveBeenCalled();
  });

  it("runs for anyone when public", async () => {
    const open = action(z.object({ email: z.string() }), async ({ email }, { principal, locale }) => ({ ok: true, detail: `${email} ${principal} ${locale}` }), { role: "public" });
    expect(await open({}, form({ email: "a@b.c", locale: "es" }))).toMatchObject({ ok: true, detail: "a@b.c null es" });
  });

  it("answers a refusal with its code and values, lets a redirect through, and hides a failure", async () => {
    who.principal = { userId: "u1", role: "user", orgRole: null };
    const refused = action(schema, async () => {
      throw new Refusal("Profile", "tooManyRequests", 429, { values: { minutes: 5 } });
    });
    expect(await refused({}, form({ name: "x", password: "long enough" }))).toEqual({ error: "tooManyRequests", errorValues: { minutes: 5 }, values: { name: "x" } });

    const moving = action(schema, async () => redirect("/elsewhere"));
    await expect(moving({}, form({ name: "x", password: "long enough" }))).rejects.toThrow(/NEXT_REDIRECT/);

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = action(schema, async () => {
      throw new Error("db down");
    });
    expect(await broken({}, form({ name: "x", password: "long enough" }))).toEqual({ error: "generic", values: { name: "x" } });
    log.mockRestore();
  });
});

describe("typed values", () => {
  it("never echo secrets, files or the hidden locale", () => {
    const fd = form({ email: "a@b.c", newPassword: "p", confirmPassword: "p", recaptcha: "r", locale: "en", $ACTION_ID_1: "x", note: "n" });
    fd.append("photo", new File(["x"], "x.jpg"));
    expect(typedValues(fd, ["note"])).toEqual({ email: "a@b.c" });
  });

  it("echo the secret-looking fields a form asks back, and only those", () => {
    const fd = form({ currentPassword: "c", newPassword: "n", confirmPassword: "n", token: "t", locale: "en" });
    expect(typedValues(fd, [], ["newPassword", "confirmPassword"])).toEqual({ newPassword: "n", confirmPassword: "n" });
  });
});

describe("echoed fields", () => {
  it("come back only in the action's own answer, never with the wrapper's refusal", async () => {
    const echoing = action(z.object({ newPassword: z.string() }), async () => ({ error: "mismatch" }), { echo: ["newPassword"] });
    // Signed out: the wrapper refuses before the action runs, and gives no password back.
    expect(await echoing({}, form({ newPassword: "typed secret", locale: "en" }))).toEqual({ error: "notSignedIn", values: {} });
  });
});

describe("an action for a plain form", () => {
  it("runs the same wrapped action and its checks, and returns nothing", async () => {
    const ran = vi.fn();
    const plain = withoutState(action(z.object({ go: z.string() }), async (input) => void ran(input)));
    expect(await plain(form({ go: "yes" }))).toBeUndefined();
    expect(ran).not.toHaveBeenCalled(); // signed out: the wrapper refused
    who.principal = { userId: "u1", role: "user", orgRole: null };
    await plain(form({ go: "yes" }));
    expect(ran).toHaveBeenCalledWith({ go: "yes" });
  });
});

