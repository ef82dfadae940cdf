// /admin/parameters' actions posted as a browser would: bad values come back as field errors (nothing
// written, nothing audited), a good one is stored with its audit row, reset restores the default, and
// nobody but a platform admin gets anywhere.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { readParameter } from "@/lib/parameters/read";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { submitForm } from "@/lib/testing/actions";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const { resetParameterAction, updateParameterAction } = await import("./actions");

const bed = adminActionBed(request);

describe("updateParameterAction", () => {
  it("answers bad values with field errors and writes nothing", async () => {
    bed.as("admin");
    const cases: [string, string, string][] = [
      ["photos.minPerShoot", "six", "notANumber"],
      ["photos.minPerShoot", "500", "tooLarge"],
      ["referral.discountPercent", "-1", "tooSmall"],
      ["teams.volumeDiscounts", "[{", "badJson"],
      ["teams.creditPrice", '{"USD": "29"}', "wrongShape"],
    ];
    const audits = await bed.p.auditLog.count();
    for (const [key, value, error] of cases) {
      const answer = await submitForm(updateParameterAction, { key, value });
      expect(answer, `${key}=${value}`).toMatchObject({ fieldErrors: { value: error }, values: { key, value } });
    }
    expect(await bed.p.auditLog.count()).toBe(audits);
    expect(await bed.p.parameter.count({ where: { key: { in: cases.map((c) => c[0]) } } })).toBe(0);
  });

  it("refuses an unknown key", async () => {
    bed.as("admin");
    expect(await submitForm(updateParameterAction, { key: "photos.everything", value: "1" })).toMatchObject({ error: "NOT_FOUND" });
  });

  it("stores a good value and audits it with before and after", async () => {
    bed.as("admin");
    expect(await submitForm(updateParameterAction, { key: "teams.creditPrice", value: '{"USD": 3100, "EUR": 2800}' })).toMatchObject({ ok: true });
    expect(await readParameter(bed.p, "teams.creditPrice")).toEqual({ USD: 3100, EUR: 2800 });
    const audit = await bed.lastAudit("parameter.update", "teams.creditPrice");
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Parameter", data: { changed: ["value"], before: { value: { USD: 2900, EUR: 2900 } }, after: { value: { USD: 3100, EUR: 2800 } } } });
  });

  it("resets to the default, audited as a reset", async () => {
    bed.as("admin");
    await submitForm(updateParameterAction, { key: "photos.minPerShoot", value: "6" });
    expect(await readParameter(bed.p, "photos.minPerShoot")).toBe(6);
    expect(await submitForm(resetParameterAction, { key: "photos.minPerShoot" })).toMatchObject({ ok: true });
    expect(await readParameter(bed.p, "photos.minPerShoot")).toBe(4);
    expect(await bed.lastAudit("parameter.update", "photos.minPerShoot")).toMatchObject({ data: { reset: true, before: { value: 6 }, after: { value: 4 } } });
  });

  it("answers a minimum above the maximum with a field error and stores nothing", async () => {
    bed.as("admin");
    expect(await submitForm(updateParameterAction, { key: "photos.maxPerShoot", value: "3" })).toMatchObject({ fieldErrors: { value: "minAboveMax" } });
    expect(await readParameter(bed.p, "photos.maxPerShoot")).toBe(20);
    expect(await bed.lastAudit("parameter.update", "photos.maxPerShoot")).toBeNull();
  });

  it("refuses everyone but a platform admin", async () => {
    for (const [run, fields] of [[updateParameterAction, { key: "photos.minPerShoot", value: "7" }], [resetParameterAction, { key: "photos.minPerShoot" }]] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, fields);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
    expect(await readParameter(bed.p, "photos.minPerShoot")).toBe(4);
  });
});
