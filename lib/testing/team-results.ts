// Teams for the results tests and the bench: an organisation with its lead, and members with finished
// team shoots whose result files are small real JPEGs (sharp-made) in the test's storage, stored as
// lib/shoots/generate.ts stores them (main, 400 px thumbnail, variant.files).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { MemberStatus, OrgRole, PrismaClient, ShootState } from "@/lib/db";
import { resultIdFor } from "@/lib/shoots/generate";
import { resultPrefix } from "@/lib/shoots/result-files";
import type { FileStorage } from "@/lib/storage/types";
import { createOrganization, createUser, seedCatalogue } from "./fixtures";

const uid = () => randomBytes(5).toString("hex");

let files: Promise<{ jpeg: Buffer; thumb: Buffer }> | null = null;
/** One small JPEG (and its WebP thumbnail) every result shares: the zip streams real bytes. */
function resultFiles() {
  files ??= (async () => {
    const jpeg = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#6a7f92" } }).jpeg({ quality: 80 }).toBuffer();
    return { jpeg, thumb: await sharp(jpeg).resize(64, 64).webp().toBuffer() };
  })();
  return files;
}

export type TestTeam = { organizationId: string; ownerId: string; leadId: string; packageId: string; styleIds: string[] };

/** An organisation (setup done) with its owner (OWNER membership) and one LEAD, both joined. */
export async function createTeam(db: PrismaClient, options: { name?: string; notifyFinished?: boolean } = {}): Promise<TestTeam> {
  const [owner, lead] = await Promise.all([createUser(db, { name: "Olivia Owner" }), createUser(db, { name: "Leo Lead" })]);
  const org = await createOrganization(db, {
    name: options.name ?? `Team ${uid()}`,
    ownerId: owner.id,
    setupCompletedAt: new Date(),
    members: [
      { userId: owner.id, role: "OWNER", status: "JOINED", notifyFinished: options.notifyFinished ?? true },
      { userId: lead.id, role: "LEAD", status: "JOINED", notifyFinished: options.notifyFinished ?? true },
    ],
  });
  const catalogue = await seedCatalogue(db, { headshots: 2 });
  return { organizationId: org.id, ownerId: owner.id, leadId: lead.id, packageId: catalogue.packageId, styleIds: catalogue.styleIds };
}

export type TeamMemberShoot = { userId: string; membershipId: string; shootId: string; resultIds: string[] };

/**
 * A member of `team` (a new person named `name`) with a team shoot in `state` (ACTIVE by default, with
 * `results` results of which the first is the favourite unless `favorite` is false; readyAt `readyAt`).
 */
export async function createTeamMemberShoot(
  db: PrismaClient,
  storage: FileStorage | null,
  team: TestTeam,
  options: {
    name?: string | null;
    email?: string;
    teamId?: string | null;
    state?: ShootState;
    favorite?: boolean;
    results?: number;
    readyAt?: Date;
    role?: OrgRole;
    status?: MemberStatus;
    removed?: boolean;
    managed?: boolean;
  } = {},
): Promise<TeamMemberShoot> {
  const user = await createUser(db, { name: options.name === undefined ? `Member ${uid()}` : options.name, ...(options.email ? { email: options.email } : {}) });
  const membership = await db.membership.create({
    data: {
      userId: user.id,
      organizationId: team.organizationId,
      role: options.role ?? "MEMBER",
      status: options.removed ? "DELETED" : (options.status ?? "JOINED"),
      removedAt: options.removed ? new Date() : null,
      teamId: options.teamId ?? null,
      managed: options.managed ?? false,
      joinedAt: new Date(),
    },
  });
  const state = options.state ?? "ACTIVE";
  const shoot = await db.shoot.create({
    data: {
      userId: user.id,
      organizationId: team.organizationId,
      membershipId: membership.id,
      packageId: team.packageId,
      title: "Team headshots",
      state,
      styleIds: team.styleIds,
      readyAt: state === "ACTIVE" ? (options.readyAt ?? new Date()) : null,
    },
  });
  const resultIds: string[] = [];
  if (state === "ACTIVE") {
    const { jpeg, thumb } = await resultFiles();
    for (let i = 0; i < (options.results ?? 2); i++) {
      const styleId = team.styleIds[i % team.styleIds.length]!;
      const id = resultIdFor(shoot.id, styleId, Math.floor(i / team.styleIds.length));
      const base = resultPrefix(shoot.id, id);
      const fileKeys = { main: `${base}main.jpg`, thumb: `${base}thumb.webp` };
      if (storage) {
        await storage.put(fileKeys.main, jpeg, { contentType: "image/jpeg" });
        await storage.put(fileKeys.thumb, thumb, { contentType: "image/webp" });
      }
      await db.result.create({
        data: {
          id, shootId: shoot.id, styleId, storageKey: fileKeys.main, width: 256, height: 256,
          isFavorite: i === 0 && options.favorite !== false,
          variant: { engine: "studio", files: fileKeys, sizes: { main: "256x256" } },
          createdAt: new Date(Date.now() + i),
        },
      });
      resultIds.push(id);
    }
  }
  return { userId: user.id, membershipId: membership.id, shootId: shoot.id, resultIds };
}
