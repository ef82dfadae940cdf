"use server";
// The results list's form: mark a finished shoot as actioned, or take the mark back (lib/teams/results/actioned.ts).
import "server-only";
import { refresh } from "next/cache";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { setShootActioned } from "./actioned";

const actionedForm = z.object({ shootId: z.string().trim().min(1).max(64), actioned: z.enum(["1", "0"]) });

export const setActionedAction = action(
  actionedForm,
  async (input, { principal }) => {
    await setShootActioned(await prisma(), { userId: principal.userId, shootId: input.shootId, actioned: input.actioned === "1" });
    refresh();
    return { ok: true };
  },
  { role: "lead" },
);
