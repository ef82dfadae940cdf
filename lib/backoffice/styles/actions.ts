"use server";
// /admin/style, /admin/style/seo and /admin/avatar: each action is adminAction; the rules, the audit
// rows and the revalidation live in ./styles.ts, ./seo.ts, ./previews.ts and ./avatars.ts.
import "server-only";
import { redirect } from "next/navigation";
import { localizePath } from "@/lib/i18n/config";
import { resolveEngine } from "@/lib/shoots/engine";
import { getStorage } from "@/lib/storage";
import { adminAction } from "../action";
import { saveBackdrop } from "./backdrops";
import { createAvatar, deleteAvatar, updateAvatar } from "./avatars";
import { readUpload } from "./images";
import { renderStylePreview, uploadStylePreview } from "./previews";
import { avatarForm, avatarIdForm, backdropForm, avatarRenameForm, cropFields, seoForm, styleActiveForm, styleForm, styleIdForm } from "./schemas";
import { updateStyleSeo } from "./seo";
import { deleteStyle, saveStyle, setStyleActive } from "./styles";

/** Creates a style (then opens it, for its picture and texts) or saves one's edit. */
export const saveStyleAction = adminAction(styleForm, async (input, { actorId, db, locale }) => {
  const result = await saveStyle(db, { ...input, actorId });
  if (!result.ok) return { fieldErrors: result.fieldErrors };
  if (!input.styleId) redirect(localizePath(`/admin/style?id=${encodeURIComponent(result.id)}`, locale));
  return { ok: true, detail: result.slug };
});

export const setStyleActiveAction = adminAction(styleActiveForm, async (input, { actorId, db }) => {
  await setStyleActive(db, { ...input, actorId });
});

export const deleteStyleAction = adminAction(styleIdForm, async (input, { actorId, db, locale }) => {
  await deleteStyle(db, { ...input, actorId });
  redirect(localizePath("/admin/style", locale));
});

export const uploadPreviewAction = adminAction(styleIdForm, async (input, { actorId, db, formData }) => {
  const photo = await readUpload(formData, "photo");
  if (!photo) return { fieldErrors: { photo: "photoMissing" } };
  await uploadStylePreview({ db, storage: getStorage() }, { styleId: input.styleId, photo, actorId });
});

export const renderPreviewAction = adminAction(styleIdForm, async (input, { actorId, db }) => {
  await renderStylePreview({ db, storage: getStorage(), engine: () => resolveEngine(db, { ENGINE: "studio" }) }, { styleId: input.styleId, actorId });
});

export const updateSeoAction = adminAction(seoForm, async (input, { actorId, db }) => {
  await updateStyleSeo(db, { ...input, actorId });
});

export const createAvatarAction = adminAction(avatarForm, async ({ name, ...crop }, { actorId, db, formData }) => {
  const photo = await readUpload(formData, "photo");
  if (!photo) return { fieldErrors: { photo: "photoMissing" } };
  await createAvatar({ db, storage: getStorage() }, { name, photo, crop, actorId });
});

export const updateAvatarAction = adminAction(avatarRenameForm.extend(cropFields), async ({ avatarId, name, ...crop }, { actorId, db, formData }) => {
  const photo = await readUpload(formData, "photo");
  await updateAvatar({ db, storage: getStorage() }, { avatarId, name, photo, crop, actorId });
});

export const deleteAvatarAction = adminAction(avatarIdForm, async (input, { actorId, db }) => {
  await deleteAvatar({ db, storage: getStorage() }, { ...input, actorId });
});

export const saveBackdropAction = adminAction(backdropForm, async (input, { actorId, db }) => {
  const result = await saveBackdrop(db, { ...input, actorId });
  return result.ok ? { ok: true, detail: input.slug } : { fieldErrors: result.fieldErrors };
});
