// Profile-picture templates: an organisation's own (teamId null) or a sub-team's. At most one default
// per scope (a partial unique index each, prisma/migrations/*_profile_picture_templates), and the
// default is what a member's picture is made with: their sub-team's, else the organisation's, else
// none (the fallback crop, lib/teams/branding/render.ts). Every save raises the template's version, so a
// picture made from an older one is out of date; "also update existing members" queues the
// `team-profile-pictures` job (lib/teams/branding/rerender.ts) in the same transaction.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { Prisma, PrismaClient } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { TeamError } from "../errors";
import { requireTeam } from "../organization";
import { readPfpConfig, type PfpConfig } from "./config";
import { BrandingError } from "./errors";

type Reader = Pick<PrismaClient | Prisma.TransactionClient, "profilePictureTemplate">;

export type PfpTemplate = {
  id: string;
  organizationId: string;
  name: string;
  teamId: string | null;
  isDefault: boolean;
  version: number;
  config: PfpConfig;
  updatedAt: Date;
};

const SELECT = { id: true, organizationId: true, name: true, teamId: true, isDefault: true, version: true, config: true, updatedAt: true } as const;

function toTemplate(row: { id: string; organizationId: string | null; name: string; teamId: string | null; isDefault: boolean; version: number; config: unknown; updatedAt: Date }): PfpTemplate {
  return { ...row, organizationId: row.organizationId!, config: readPfpConfig(row.config) };
}

/** The organisation's templates, defaults first, then by name. */
export async function listTemplates(db: Reader, organizationId: string): Promise<PfpTemplate[]> {
  const rows = await db.profilePictureTemplate.findMany({
    where: { organizationId, active: true },
    orderBy: [{ isDefault: "desc" }, { name: "asc" }, { id: "asc" }],
    select: SELECT,
  });
  return rows.map(toTemplate);
}

/** One of the organisation's templates; NOT_FOUND for another organisation's or a missing one. */
export async function findTemplate(db: Reader, organizationId: string, id: string): Promise<PfpTemplate> {
  const row = id.length <= 64 ? await db.profilePictureTemplate.findFirst({ where: { id, organizationId, active: true }, select: SELECT }) : null;
  if (!row) throw new TeamError("NOT_FOUND");
  return toTemplate(row);
}

/** The template a member's picture is made with: their sub-team's default, else the organisation's; null when neither exists. */
export async function templateForMember(db: Reader, organizationId: string, teamId: string | null): Promise<PfpTemplate | null> {
  const defaults = await db.profilePictureTemplate.findMany({
    where: { organizationId, active: true, isDefault: true, OR: [{ teamId: null }, ...(teamId ? [{ teamId }] : [])] },
    select: SELECT,
  });
  const row = defaults.find((d) => d.teamId !== null && d.teamId === teamId) ?? defaults.find((d) => d.teamId === null) ?? null;
  return row ? toTemplate(row) : null;
}

export type SaveTemplateInput = {
  userId: string;
  /** Null: a new template. */
  id: string | null;
  name: string;
  /** A sub-team of the organisation, or null for the whole organisation. */
  teamId: string | null;
  config: PfpConfig;
  /** The default of its scope (the one before stops being it); false takes the mark away. */
  makeDefault: boolean;
  /** Re-render every picture the template makes, as a queued job (the template must be a default). */
  updateExisting: boolean;
};

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === "P2002";

/**
 * A lead saves a template (new, or an edit that raises its version). NOT_FOUND for another
 * organisation's template or sub-team, FORBIDDEN for a member, NAME_TAKEN for a name another template
 * of the organisation has, NOT_DEFAULT for "update existing members" on a template that is no default.
 * Two leads making two templates the default at the same moment: the unique index refuses one
 * transaction, which runs again and wins after the other.
 */
export async function saveTemplate(deps: { db: PrismaClient; boss: PgBoss | null }, input: SaveTemplateInput): Promise<{ id: string; version: number; renderId: string | null }> {
  const { db } = deps;
  const team = await requireTeam(db, input.userId, "organization.update");
  const orgId = team.organizationId;
  if (input.teamId !== null && !(await db.team.findFirst({ where: { id: input.teamId, organizationId: orgId }, select: { id: true } }))) throw new TeamError("NOT_FOUND");
  if (input.id !== null) await findTemplate(db, orgId, input.id);
  if (input.updateExisting && !input.makeDefault) throw new BrandingError("NOT_DEFAULT");
  if (input.updateExisting && !deps.boss) throw new Error("saveTemplate: updating existing members needs the queue");
  const name = input.name.trim();
  const taken = await db.profilePictureTemplate.findFirst({
    where: { organizationId: orgId, active: true, name: { equals: name, mode: "insensitive" }, ...(input.id ? { id: { not: input.id } } : {}) },
    select: { id: true },
  });
  if (taken) throw new BrandingError("NAME_TAKEN");

  const run = () =>
    db.$transaction(async (tx) => {
      if (input.makeDefault) {
        await tx.profilePictureTemplate.updateMany({
          where: { organizationId: orgId, teamId: input.teamId, isDefault: true, ...(input.id ? { id: { not: input.id } } : {}) },
          data: { isDefault: false },
        });
      }
      const data = { name, teamId: input.teamId, config: input.config, isDefault: input.makeDefault };
      const saved = input.id
        ? await tx.profilePictureTemplate.update({ where: { id: input.id }, data: { ...data, version: { increment: 1 } }, select: { id: true, version: true } })
        : await tx.profilePictureTemplate.create({ data: { ...data, organizationId: orgId }, select: { id: true, version: true } });
      let renderId: string | null = null;
      if (input.updateExisting) {
        const render = await tx.profilePictureRender.create({
          data: { organizationId: orgId, templateId: saved.id, templateVersion: saved.version, requestedById: input.userId },
          select: { id: true },
        });
        await enqueue(deps.boss!, tx, QUEUES.teamProfilePictures, { renderId: render.id });
        renderId = render.id;
      }
      return { id: saved.id, version: saved.version, renderId };
    });
  try {
    return await run();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return run();
  }
}

/** A lead deletes a template; its members' pictures fall back to the next default (or the crop) when made again. */
export async function deleteTemplate(db: PrismaClient, input: { userId: string; id: string }): Promise<void> {
  const team = await requireTeam(db, input.userId, "organization.update");
  await findTemplate(db, team.organizationId, input.id);
  await db.profilePictureTemplate.delete({ where: { id: input.id } });
}

/**
 * The organisation's logo or brand colours changed: every template's pictures are out of date (they
 * may show the logo or paint the brand colour), so each template's version goes up. Inside the change's transaction.
 */
export async function brandingChanged(tx: Prisma.TransactionClient, organizationId: string): Promise<void> {
  await tx.profilePictureTemplate.updateMany({ where: { organizationId }, data: { version: { increment: 1 } } });
}
