// The free headshot store with its real persistence (localStorage as a small in-memory Storage, each
// "page load" a fresh import): a draft survives leaving and coming back, the API's 404 forgets it,
// a failing network keeps it, and what was edited in localStorage by hand is not trusted.
import { describe, expect, it } from "vitest";
import { FREE_HEADSHOT_API, type FreeHeadshotView } from "@/lib/tools/free-headshot/contract";
import { freshImport, memoryLocalStorage } from "./persisted-test-kit";

const storage = memoryLocalStorage();

async function load() {
  return freshImport(() => import("./free-headshots"));
}

const view = (id: string, status: FreeHeadshotView["status"] = "DRAFT"): FreeHeadshotView => ({
  id, status, gender: null, backdrop: null, framing: null, imageUrl: null, expiresAt: new Date(Date.now() + 3600_000).toISOString(),
});

/** A fetch that answers one address with `status` (and the view as JSON), and records what was asked. */
function api(status: number, body?: unknown) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe("freeHeadshots", () => {
  it("resumes after leaving: the run, the choices and the step reached come back on the next page load", async () => {
    const first = (await load()).useFreeHeadshots;
    first.getState().begin("run_1");
    first.getState().setGender("unspecified");
    first.getState().reach("edit");
    first.getState().setLook("navy", "close");
    first.getState().reach("review");
    const second = (await load()).useFreeHeadshots;
    expect(second).not.toBe(first);
    expect(second.getState()).toMatchObject({ runId: "run_1", gender: "unspecified", backdrop: "navy", framing: "close", reached: "review", notice: null });
  });

  it("never moves the step reached back, so going back to change a choice keeps the later steps open", async () => {
    const s = (await load()).useFreeHeadshots;
    s.getState().begin("run_2");
    s.getState().reach("review");
    s.getState().reach("gender");
    expect(s.getState().reached).toBe("review");
    // A new photo starts the steps again.
    s.getState().begin("run_3");
    expect(s.getState()).toMatchObject({ runId: "run_3", reached: "gender" });
  });

  it("asks the API about the stored run: alive keeps it (and says its status), a 404 forgets it on this and the next page load", async () => {
    const mod = await load();
    mod.useFreeHeadshots.getState().begin("run_alive");
    const running = view("run_alive", "RUNNING");
    const alive = api(200, running);
    await expect(mod.checkStoredRun(alive.fetcher)).resolves.toEqual({ state: "alive", view: running });
    expect(alive.asked).toEqual([FREE_HEADSHOT_API.one("run_alive")]);
    expect(mod.useFreeHeadshots.getState().runId).toBe("run_alive");

    const gone = api(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    await expect(mod.checkStoredRun(gone.fetcher)).resolves.toEqual({ state: "gone" });
    expect(mod.useFreeHeadshots.getState()).toMatchObject({ runId: null, reached: "start" });
    expect((await load()).useFreeHeadshots.getState().runId).toBeNull();
  });

  it("keeps the run when the API cannot be reached or fails: a flaky network must not throw progress away", async () => {
    const mod = await load();
    mod.useFreeHeadshots.getState().begin("run_kept");
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(mod.checkStoredRun(offline)).resolves.toEqual({ state: "unknown" });
    await expect(mod.checkStoredRun(api(500, { error: { code: "INTERNAL", message: "x" } }).fetcher)).resolves.toEqual({ state: "unknown" });
    expect((await load()).useFreeHeadshots.getState().runId).toBe("run_kept");
  });

  it("asks nothing without a stored run", async () => {
    const mod = await load();
    const none = api(200, view("x"));
    await expect(mod.checkStoredRun(none.fetcher)).resolves.toEqual({ state: "none" });
    expect(none.asked).toEqual([]);
  });

  it("forgets with a notice for the start step, which a new photo clears", async () => {
    const s = (await load()).useFreeHeadshots;
    s.getState().begin("run_4");
    s.getState().forget("expired");
    const reloaded = (await load()).useFreeHeadshots;
    expect(reloaded.getState()).toMatchObject({ runId: null, reached: "start", notice: "expired" });
    reloaded.getState().begin("run_5");
    expect(reloaded.getState().notice).toBeNull();
  });

  it("drops stored fields that are malformed, and a step without a run, instead of trusting them", async () => {
    storage().setItem("lumen-free-headshots", JSON.stringify({ state: { runId: 42, gender: "other", backdrop: "beach", framing: "close", reached: "review", notice: "hello" }, version: 1 }));
    expect((await load()).useFreeHeadshots.getState()).toMatchObject({ runId: null, gender: null, backdrop: null, framing: "close", reached: "start", notice: null });
    storage().setItem("lumen-free-headshots", JSON.stringify({ state: { runId: "r".repeat(500), reached: "edit" }, version: 1 }));
    expect((await load()).useFreeHeadshots.getState()).toMatchObject({ runId: null, reached: "start" });
    storage().setItem("lumen-free-headshots", "not json");
    expect((await load()).useFreeHeadshots.getState()).toMatchObject({ runId: null, reached: "start" });
  });
});
