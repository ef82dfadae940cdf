// /admin/changelog's actions: the entries team leads read at /app/admin/changelog (lib/teams/changelog.ts),
// written, published, scheduled, translated and deleted by an admin, each change audited `changelog.*`.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm, type FormAnswer } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { publishedChangelog } from "@/lib/teams/changelog";
import { deleteChangelogEntryAction, saveChangelogEntryAction } from "./actions";
import { findChangelogPage, loadChangelogEntry } from "./changelog";
import { changelogQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

const fields = (over: Record<string, string> = {}) => ({ language: "en", title: "Faster results", slug: "faster-results", label: "2026.11", body: "Results arrive sooner.\n\n- one\n- two", status: "draft", publishAt: "", ...over });
const idOf = (answer: FormAnswer) => /\/admin\/changelog\/edit\/([^?]+)\?saved=1$/.exec((answer as { redirect: string }).redirect)![1]!;
async function save(over: Record<string, string>) {
  bed.as("admin");
  return submitForm(saveChangelogEntryAction, fields(over));
}
async function update(id: string, over: Record<string, string>) {
  const row = await bed.p.changelogEntry.findUniqueOrThrow({ where: { id } });
  return save({ id, revision: row.updatedAt.toISOString(), slug: row.slug, language: row.locale, ...over });
}

describe("/admin/changelog actions", () => {
  it("creates, publishes and unpublishes an entry, each audited, and the leads' page follows", async () => {
    const id = idOf(await save({}));
    expect(await bed.p.changelogEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({ version: "2026.11", status: "DRAFT", locale: "en" });
    expect((await bed.lastAudit("changelog.create", id))?.actorId).toBe(bed.admin.id);
    expect((await publishedChangelog(bed.p, "en")).map((e) => e.id)).not.toContain(id);

    expect(await update(id, { status: "published" })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("changelog.publish", id))?.data).toMatchObject({ before: { status: "DRAFT" }, after: { status: "PUBLISHED" } });
    expect((await publishedChangelog(bed.p, "en")).find((e) => e.id === id)).toMatchObject({ title: "Faster results", version: "2026.11" });

    expect(await update(id, { status: "published", label: "" })).toMatchObject({ ok: true });
    expect((await bed.lastAudit("changelog.update", id))?.data).toMatchObject({ changed: ["version"], after: { version: null } });

    expect(await update(id, { status: "draft" })).toMatchObject({ ok: true });
    expect(await bed.lastAudit("changelog.unpublish", id)).not.toBeNull();
    expect((await publishedChangelog(bed.p, "en")).map((e) => e.id)).not.toContain(id);
  });

  it("schedules an entry: the leads see it once its time has come", async () => {
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCSeconds(0, 0);
    const id = idOf(await save({ slug: "scheduled-entry", status: "scheduled", publishAt: at.toISOString().slice(0, 16) }));
    expect((await publishedChangelog(bed.p, "en")).map((e) => e.id)).not.toContain(id);
    expect((await publishedChangelog(bed.p, "en", new Date(at.getTime() + 1000))).map((e) => e.id)).toContain(id);
    const page = await findChangelogPage(bed.p, changelogQuery.parse({ status: "scheduled" }));
    expect(page.items.map((r) => r.id)).toContain(id);
  });

  it("adds the German version, which German leads read instead of the English one", async () => {
    const en = idOf(await save({ slug: "team-pages", title: "Team pages", status: "published" }));
    bed.as("admin");
    const de = idOf(await submitForm(saveChangelogEntryAction, fields({ sourceId: en, language: "de", slug: "team-seiten", title: "Teamseiten", status: "published" })));
    expect((await loadChangelogEntry(bed.p, en))?.versions.map((v) => v.id)).toEqual([de]);
    const german = await publishedChangelog(bed.p, "de");
    expect(german.map((e) => e.id)).toContain(de);
    expect(german.map((e) => e.id)).not.toContain(en);
    expect(await submitForm(saveChangelogEntryAction, fields({ sourceId: en, language: "de", slug: "noch-eine" }))).toMatchObject({ fieldErrors: { language: "translationExists" } });
    expect(await save({ slug: "team-seiten" })).toMatchObject({ fieldErrors: { slug: "slugTaken" } });
  });

  it("deletes an entry (changelog.delete) and refuses everyone but an admin", async () => {
    const id = idOf(await save({ slug: "to-delete" }));
    for (const [run, form] of [[saveChangelogEntryAction, fields({ slug: "intruder" })], [deleteChangelogEntryAction, { id }]] as const) {
      const { answers, audited } = await bed.refusesEveryoneElse(run, form);
      expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
      expect(audited).toBe(false);
    }
    bed.as("admin");
    expect(await submitForm(deleteChangelogEntryAction, { id })).toMatchObject({ redirect: "/admin/changelog" });
    expect((await bed.lastAudit("changelog.delete", id))?.data).toMatchObject({ before: { slug: "to-delete" } });
    expect(await bed.p.changelogEntry.findUnique({ where: { id } })).toBeNull();
  });
});
