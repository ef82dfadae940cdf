import { describe, expect, it } from "vitest";
import { headerAccountOf } from "./header-account";

describe("headerAccountOf", () => {
  it("leads a team lead to the team lead area and a member to their own page; others see no team link", () => {
    expect(headerAccountOf({ role: "user", orgRole: "lead" }, "lead@example.test")).toEqual({ email: "lead@example.test", admin: false, team: "lead" });
    expect(headerAccountOf({ role: "user", orgRole: "member" }, "m@example.test")).toEqual({ email: "m@example.test", admin: false, team: "member" });
    expect(headerAccountOf({ role: "user", orgRole: null }, "u@example.test").team).toBeNull();
    expect(headerAccountOf({ role: "admin", orgRole: null }, "a@example.test")).toEqual({ email: "a@example.test", admin: true, team: null });
  });
});
