// The members CSV export through its route (lib/http/route.ts, real sessions): the lead's own
// organisation only, the filter's rows, headers and states in the lead's language, and cells that
// cannot run as spreadsheet formulas; members and people without an organisation are refused.
import { beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createUser } from "@/lib/testing/fixtures";
import { request, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { createTeam, type TestTeam } from "@/lib/testing/teams";
import { GET } from "@/app/api/team/members/export/route";

let p: PrismaClient;
let api: RouteCaller;
let team: TestTeam;
let other: TestTeam;

routeTestBed(async ({ db }) => {
  p = db.prisma;
  api = routeCaller(db);
});

beforeAll(async () => {
  team = await createTeam(p, { name: "Export Co" });
  other = await createTeam(p, { name: "Other Co" });
  const sales = await p.team.create({ data: { organizationId: team.org.id, name: "Sales" } });
  const evil = await createUser(p, { name: '=HYPERLINK("http://evil.example","click")', email: "evil@export.test", jobTitle: "+SUM(A1)" });
  await p.membership.create({ data: { userId: evil.id, organizationId: team.org.id, status: "JOINED", teamId: sales.id } });
  await p.user.update({ where: { id: other.member.id }, data: { name: "Not Ours" } });
});

const csvOf = async (res: Response) => new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3));

describe("the members export", () => {
  it("gives the lead their organisation's people as a spreadsheet-safe CSV", async () => {
    const res = await api.call(GET, request("/api/team/members/export"), team.lead.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csvOf(res)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Sub-team,Name,Email,Job title,State,Finished");
    expect(lines).toHaveLength(1 + 4);
    const evil = lines.find((l) => l.includes("evil@export.test"))!;
    expect(evil).toBe(`Sales,"'=HYPERLINK(""http://evil.example"",""click"")",evil@export.test,'+SUM(A1),Joined,`);
    expect(lines.join("\n")).not.toContain("Not Ours");
  });

  it("follows the list's filters and the lead's language", async () => {
    const res = await api.call(GET, request("/api/team/members/export?q=evil", { locale: "de" }), team.owner.id);
    const lines = (await csvOf(res)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Unterteam,Name,E-Mail,Position,Status,Fertig");
    expect(lines.slice(1).map((l) => l.split(",").at(-2))).toEqual(["Beigetreten"]);
    const none = await csvOf(await api.call(GET, request("/api/team/members/export?state=finished"), team.lead.id));
    expect(none.split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("refuses a member (403), someone with no organisation (403) and a signed-out caller (401)", async () => {
    expect((await api.call(GET, request("/api/team/members/export"), team.member.id)).status).toBe(403);
    expect((await api.call(GET, request("/api/team/members/export"), (await createUser(p)).id)).status).toBe(403);
    expect((await api.call(GET, request("/api/team/members/export"), null)).status).toBe(401);
  });
});
