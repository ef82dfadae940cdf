"use server";
// /admin/blog and /admin/changelog: save (create or update, publish, schedule, unpublish) and delete.
// The work and the audit rows are in blog.ts, changelog.ts and publishing.ts; a new row's editor opens
// at its own address once it is saved.
import "server-only";
import { redirect } from "next/navigation";
import { localizePath } from "@/lib/i18n/config";
import { adminAction } from "../action";
import { deleteBlogPost, readCoverUpload, saveBlogPost } from "./blog";
import { deleteChangelogEntry, saveChangelogEntry } from "./changelog";
import { blogForm, changelogForm, deleteForm } from "./schemas";

export const saveBlogPostAction = adminAction(blogForm, async (input, { actorId, db, formData, locale }) => {
  const result = await saveBlogPost(db, { ...input, cover: await readCoverUpload(formData), actorId });
  if (!result.ok) return { fieldErrors: result.fieldErrors };
  if (!input.id) redirect(localizePath(`/admin/blog/edit/${encodeURIComponent(result.row.id)}?saved=1`, locale));
  return { ok: true };
});

export const deleteBlogPostAction = adminAction(deleteForm, async (input, { actorId, db, locale }) => {
  await deleteBlogPost(db, input.id, actorId);
  redirect(localizePath("/admin/blog", locale));
});

export const saveChangelogEntryAction = adminAction(changelogForm, async (input, { actorId, db, locale }) => {
  const result = await saveChangelogEntry(db, { ...input, actorId });
  if (!result.ok) return { fieldErrors: result.fieldErrors };
  if (!input.id) redirect(localizePath(`/admin/changelog/edit/${encodeURIComponent(result.row.id)}?saved=1`, locale));
  return { ok: true };
});

export const deleteChangelogEntryAction = adminAction(deleteForm, async (input, { actorId, db, locale }) => {
  await deleteChangelogEntry(db, input.id, actorId);
  redirect(localizePath("/admin/changelog", locale));
});
