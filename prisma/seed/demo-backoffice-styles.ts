// The preview faces on a fresh demo (/admin/avatar): the public-domain portraits the home page's
// showcase already uses (prisma/seed/showcase.ts, lib/testing/photos.ts), registered through the
// screen's own createAvatar (the safe decoder, the centred square). A portrait whose Debian package is
// missing is skipped. Idempotent: a face of that name is left alone. Styles keep their drawn pictures
// until an admin picks a face and renders one.
import fs from "node:fs";
import { createAvatar } from "@/lib/backoffice/styles/avatars";
import { PHOTOS } from "@/lib/testing/photos";
import { demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export const DEMO_PREVIEW_FACES = [
  { name: "Grace Hopper (US Navy, public domain)", file: PHOTOS.graceHopper },
  { name: "Eileen Collins (NASA, public domain)", file: PHOTOS.astronaut },
] as const;

export async function seedDemoStyles(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db, storage } = deps;
  const admin = await db.user.findFirst({ where: { email: demoAccount("admin").email.toLowerCase(), deletedAt: null }, select: { id: true } });
  if (!admin) {
    log("  preview faces: demo admin missing, skipped");
    return;
  }
  for (const face of DEMO_PREVIEW_FACES) {
    if (await db.previewAvatar.findFirst({ where: { name: face.name }, select: { id: true } })) continue;
    if (!fs.existsSync(face.file)) {
      log(`  preview face ${face.name}: ${face.file} not found, skipped`);
      continue;
    }
    await createAvatar({ db, storage }, { name: face.name, photo: fs.readFileSync(face.file), crop: {}, actorId: admin.id });
    log(`  preview face ${face.name} added`);
  }
}
