// What /app/admin/branding shows, in one loader: the logo (a signed URL) and colours, the templates with
// their scope's name, the sub-teams, whether the editor's preview has a headshot to show, and the newest
// re-render while it runs (or for a while after it finished).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { FileStorage } from "@/lib/storage/types";
import { subTeamsOf } from "../results/queries";
import { organizationBranding } from "./branding";
import { hasSample } from "./http";
import { latestRender, type RenderView } from "./rerender";
import { findTemplate, listTemplates, type PfpTemplate } from "./templates";

/** A finished re-render stays on the page this long. */
const SHOW_FINISHED_MS = 30 * 60_000;

export type BrandingPage = {
  logoUrl: string | null;
  brandColors: string[];
  templates: (PfpTemplate & { teamName: string | null })[];
  teams: { id: string; name: string }[];
  /** The template open in the editor: a saved one, a new one ("new"), or none. */
  editing: PfpTemplate | "new" | null;
  sample: { cutout: string; photo: string } | null;
  render: RenderView | null;
};

export async function loadBrandingPage(db: PrismaClient, storage: FileStorage, organizationId: string, editing: string | null, now = Date.now()): Promise<BrandingPage> {
  const [branding, templates, teams, sample, render, open] = await Promise.all([
    organizationBranding(db, organizationId),
    listTemplates(db, organizationId),
    subTeamsOf(db, organizationId),
    hasSample(db, organizationId),
    latestRender(db, organizationId),
    editing && editing !== "new" ? findTemplate(db, organizationId, editing) : Promise.resolve(editing === "new" ? ("new" as const) : null),
  ]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return {
    logoUrl: branding.logoKey ? await storage.signedUrl(branding.logoKey, { expiresIn: 15 * 60 }) : null,
    brandColors: branding.brandColors,
    templates: templates.map((t) => ({ ...t, teamName: t.teamId ? (names.get(t.teamId) ?? null) : null })),
    teams,
    editing: open,
    sample: sample ? { cutout: "/api/team/branding/sample?kind=cutout", photo: "/api/team/branding/sample?kind=photo" } : null,
    render: render && (render.state !== "done" || (render.finishedAt && now - render.finishedAt.getTime() < SHOW_FINISHED_MS)) ? render : null,
  };
}
