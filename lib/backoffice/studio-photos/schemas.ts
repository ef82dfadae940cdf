// /admin/studio/photos: what people made with the studio editor, newest first; its URL query.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const EDIT_STATUSES = ["PENDING", "RUNNING", "DONE", "FAILED"] as const;
/** "The last n days" (rolling, from now). */
export const EDIT_DAYS = [1, 7, 30, 90] as const;

export const studioPhotoQuery = listQuery({
  sort: ["createdAt"],
  defaultSort: "-createdAt",
  filters: {
    status: z.enum(EDIT_STATUSES).optional(),
    days: z.coerce.number().pipe(z.union(EDIT_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<(typeof EDIT_DAYS)[number]>[]])).optional(),
  },
});

export type StudioPhotoQuery = ReturnType<typeof studioPhotoQuery.parse>;
