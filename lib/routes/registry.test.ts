import { describe, expect, it } from "vitest";
import { ROUTES, matchRoute, getRoute, type RouteDef } from "./registry";
import { decide, resolveMiddleware, UnknownMiddlewareError, type Principal } from "./middleware";
import { isInternalTarget, safeRedirectTarget } from "./redirect";

const user: Principal = { userId: "u", role: "user", orgRole: null };
const member: Principal = { userId: "m", role: "user", orgRole: "member" };
const lead: Principal = { userId: "l", role: "user", orgRole: "lead" };
const admin: Principal = { userId: "a", role: "admin", orgRole: null };

describe("route registry", () => {
  it("holds every route of the spec once, with a layout and middleware", () => {
    expect(ROUTES).toHaveLength(179);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(179);
    const layouts = new Set(ROUTES.map((r) => r.layout));
    for (const l of ["backoffice", "auth", "site", "design-system", "bare", "photo-upload", "signed-in", "team-lead", "tools", "whitelabel"]) {
      expect(layouts.has(l as RouteDef["layout"]), l).toBe(true);
    }
    expect(getRoute("/admin/user").middleware).toEqual(["auth", "admin"]);
    expect(getRoute("/auth/login").middleware).toEqual(["guest"]);
    expect(getRoute("/pricing").middleware).toEqual([]);
  });

  it.each([
    ["/", "/", {}],
    ["/app/results/abc", "/app/results/[id]", { id: "abc" }],
    ["/app/results/share", "/app/results/share/[[token]]", { token: undefined }],
    ["/app/results/share/tok", "/app/results/share/[[token]]", { token: "tok" }],
    ["/app/results/abc/voting-results", "/app/results/[id]/voting-results", { id: "abc" }],
    ["/invoice/preview", "/invoice/preview", {}],
    ["/invoice/42", "/invoice/[[id]]", { id: "42" }],
    ["/invoice/acme/42", "/invoice/[[org]]/[[id]]", { org: "acme", id: "42" }],
    ["/legal", "/legal/[[file]]", { file: undefined }],
    ["/legal/terms/", "/legal/[[file]]", { file: "terms" }],
    ["/admin/blog/edit/x%20y", "/admin/blog/edit/[[id]]", { id: "x y" }],
    ["/app/admin/team/new/payment", "/app/admin/team/new/payment", {}],
  ])("matches %s to %s", (path, pattern, params) => {
    const m = matchRoute(path);
    expect(m?.route.path).toBe(pattern);
    expect(m?.params).toEqual(params);
  });

  it("does not match unknown paths or extra segments", () => {
    expect(matchRoute("/nope")).toBeNull();
    expect(matchRoute("/app/results")).toBeNull();
    expect(matchRoute("/pricing/extra")).toBeNull();
  });
});

describe("guard", () => {
  const cases: [string, Principal, string][] = [
    ["/pricing", null, "allow"],
    ["/auth/login", null, "allow"],
    ["/auth/login", user, "redirect"],
    ["/app", null, "login"],
    ["/app", user, "allow"],
    ["/team-member", user, "forbidden"],
    ["/team-member", member, "allow"],
    ["/team-member", lead, "allow"],
    ["/app/admin/members", member, "forbidden"],
    ["/app/admin/members", lead, "allow"],
    ["/app/admin/members", admin, "allow"],
    ["/app/admin/team/new", user, "allow"],
    ["/admin", lead, "forbidden"],
    ["/admin", null, "login"],
    ["/admin", admin, "allow"],
  ];
  it.each(cases)("%s as %o → %s", (path, principal, kind) => {
    expect(decide(matchRoute(path)!.route, principal).kind).toBe(kind);
  });

  it("sends a signed-in visitor of a guest page to their home", () => {
    expect(decide(getRoute("/auth/signup"), admin)).toEqual({ kind: "redirect", to: "/admin" });
    expect(decide(getRoute("/auth/signup"), member)).toEqual({ kind: "redirect", to: "/app" });
  });

  it("answers an unknown middleware name with a 500 'Unknown middleware {name}'", () => {
    expect(() => resolveMiddleware("sudo")).toThrow(UnknownMiddlewareError);
    expect(() => resolveMiddleware("toString")).toThrow("Unknown middleware toString");
    expect(decide({ middleware: ["auth", "sudo"] }, user)).toEqual({ kind: "error", status: 500, message: "Unknown middleware sudo" });
  });
});

describe("redirect targets", () => {
  it.each([
    ["/app", true], ["/de/app?x=1", true], ["./next", true], ["../up", true],
    ["//evil.example", false], ["/\\evil.example", false], ["https://evil.example", false],
    ["javascript:alert(1)", false], ["app", false], ["", false],
  ])("%s internal=%s", (t, ok) => expect(isInternalTarget(t)).toBe(ok));

  it("falls back for external targets and resolves dot paths", () => {
    expect(safeRedirectTarget("https://evil.example/x", "/app")).toBe("/app");
    expect(safeRedirectTarget(undefined, "/app")).toBe("/app");
    expect(safeRedirectTarget("/profile?tab=1", "/app")).toBe("/profile?tab=1");
    expect(safeRedirectTarget("../pricing", "/app", "/auth/login")).toBe("/pricing");
  });
});

describe("proxy guard", () => {
  it("answers a route that declares an unknown middleware with a 500, and leaves unknown paths to the router", async () => {
    const { guardRequest } = await import("./guard-request");
    const routes: RouteDef[] = [{ path: "/x/[id]", who: "user", area: "app", layout: "signed-in", middleware: ["auth", "beta-only"], name: "x/id" }];
    const as = (p: Principal) => async () => p;
    expect(await guardRequest("/x/1", as(user), routes)).toEqual({ kind: "error", status: 500, message: "Unknown middleware beta-only" });
    // A misdeclared page is broken for everyone, signed in or not.
    expect(await guardRequest("/x/1", as(null), routes)).toEqual({ kind: "error", status: 500, message: "Unknown middleware beta-only" });
    let asked = 0;
    const counting = async () => (asked++, null);
    expect(await guardRequest("/elsewhere", counting, routes)).toEqual({ kind: "allow" });
    expect(await guardRequest("/pricing", counting)).toEqual({ kind: "allow" });
    expect(asked).toBe(0); // public and unknown paths never look up the session
  });

  it("asks for a fresh answer on guest pages (a cached one could bounce an ended session between login and app)", async () => {
    const { guardRequest } = await import("./guard-request");
    const asked: boolean[] = [];
    const principal = async (options: { fresh: boolean }) => (asked.push(options.fresh), null);
    await guardRequest("/auth/login", principal);
    await guardRequest("/app", principal);
    expect(asked).toEqual([true, false]);
  });
});
