// The OpenAPI document as served: valid OpenAPI 3.1 (checked by a validator library, not by us), in
// step with the route files (every operation has its handler and every v2 route file is documented),
// and every operation in it answers a valid key without a server error.
import fs from "node:fs";
import path from "node:path";
import { validate } from "@readme/openapi-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import type { RouteHandler } from "@/lib/http/route";
import { callApi, makeApiKey } from "@/lib/testing/api";
import { createShoot } from "@/lib/testing/fixtures";
import { routeTestBed } from "@/lib/testing/http";
import { createTeam, ensureTeamPackage } from "@/lib/testing/teams";
import { GET as openapi } from "./openapi.json/route";

type Doc = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, { operationId: string; parameters?: { in: string; name: string }[] }>> };

const V2_DIR = path.join(import.meta.dirname);
/** Route files that are not operations of the document: the document itself and the photos' signed file URLs. */
const NOT_OPERATIONS = ["/openapi.json", "/photos/{id}/file"];

/** Each v2 route file's path in the document's notation ([teamId] → {teamId}). */
function routeFiles(dir = V2_DIR, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...routeFiles(path.join(dir, entry.name), `${prefix}/${entry.name.replace(/^\[(.+)\]$/, "{$1}")}`));
    else if (entry.name === "route.ts") out.push(prefix || "/");
  }
  return out;
}

async function handlerFor(docPath: string): Promise<Record<string, RouteHandler>> {
  const file = path.join(V2_DIR, docPath.replace(/\{([^}]+)\}/g, "[$1]"), "route.ts");
  return (await import(/* @vite-ignore */ file)) as Record<string, RouteHandler>;
}

let db: PrismaClient;
let doc: Doc;
let key: string;
let ids: Record<string, string>;

routeTestBed(async (bed) => {
  db = bed.db.prisma;
});

beforeAll(async () => {
  const res = await openapi(new Request("http://lumen.test/api/v2/openapi.json"), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  doc = (await res.json()) as Doc;
  const team = await createTeam(db, { credits: 5 });
  key = (await makeApiKey(db, team.org.id, team.lead.id)).secret;
  const model = await createShoot(db, { userId: team.member.id, packageId: await ensureTeamPackage(db), organizationId: team.org.id, membershipId: team.memberMembershipId, state: "ACTIVE" });
  const sub = await db.team.create({ data: { organizationId: team.org.id, name: "Support" } });
  ids = { id: model.id, teamId: sub.id, email: "invited@example.com" };
});

/** A valid body for each operation that takes one. */
const BODIES: Record<string, unknown> = {
  createInvite: { email: "invited@example.com" },
  revokeInvite: { email: "invited@example.com" },
  createTeam: { name: "Research" },
  updateTeam: { name: "Customer support" },
};

describe("/api/v2/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document by @readme/openapi-parser", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does refuse a broken document (this test can fail).
    const broken = structuredClone(doc) as Record<string, unknown>;
    delete broken.info;
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it("documents every v2 route file, and each documented operation has its handler", async () => {
    const files = routeFiles().filter((p) => !NOT_OPERATIONS.includes(p)).sort();
    expect(Object.keys(doc.paths).sort()).toEqual(files);
    for (const [docPath, methods] of Object.entries(doc.paths)) {
      const mod = await handlerFor(docPath);
      for (const method of Object.keys(methods)) expect(typeof mod[method.toUpperCase()], `${method} ${docPath}`).toBe("function");
    }
  });

  it("every operation answers a valid key without a server error (creates before reads, deletes last)", async () => {
    const order = (m: string) => ({ post: 0, get: 1, put: 2, delete: 3 })[m] ?? 4;
    const operations = Object.entries(doc.paths)
      .flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ path: p, method, op })))
      .sort((x, y) => order(x.method) - order(y.method) || Number(x.path.endsWith("/revoke")) - Number(y.path.endsWith("/revoke")));
    expect(operations.length).toBe(17);
    for (const { path: p, method, op } of operations) {
      const mod = await handlerFor(p);
      const params = Object.fromEntries((op.parameters ?? []).filter((x) => x.in === "path").map((x) => [x.name, ids[x.name]!]));
      const url = `/api/v2${p.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(ids[n]!))}`;
      const res = await callApi(mod[method.toUpperCase()]!, url, { key, method: method.toUpperCase(), params, body: BODIES[op.operationId] });
      expect(res.status, `${method} ${p}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      expect(res.body.success).toBe(true);
    }
  });
});
