// The back office's feedback list (what people sent from /app/feedback): its URL query.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const feedbackQuery = listQuery({
  sort: ["createdAt", "rating"],
  defaultSort: "-createdAt",
  filters: { rating: z.coerce.number().int().min(1).max(5).optional() },
});

export type FeedbackQuery = ReturnType<typeof feedbackQuery.parse>;
