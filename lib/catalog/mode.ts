// The style mode of the engine a shoot would be made with now: the same question the editor asks
// (lib/shoots/active-engine.ts), so the catalogue, the chooser, the confirmation, the gallery and the
// marketing copy promise what that engine delivers.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { activeEngineInfo } from "@/lib/shoots/active-engine";
import { styleModeFor, type StyleMode } from "./looks";

export async function activeStyleMode(db: PrismaClient): Promise<StyleMode> {
  return styleModeFor((await activeEngineInfo(db)).capabilities);
}
