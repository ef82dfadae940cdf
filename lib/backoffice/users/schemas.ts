// The back office's people list (/admin/user): its URL query (lib/lists/query.ts), and the forms of the
// detail view's actions.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

export const USER_ROLES = ["USER", "ADMIN"] as const;
export const YES_NO = ["yes", "no"] as const;

export const usersQuery = listQuery({
  sort: ["createdAt", "email", "name"],
  defaultSort: "-createdAt",
  filters: {
    role: z.enum(USER_ROLES).optional(),
    /** "yes": deleted accounts only; "no": live accounts only. */
    deleted: z.enum(YES_NO).optional(),
    /** "yes": people in an organisation (a joined or invited membership, or an owner); "no": everyone else. */
    org: z.enum(YES_NO).optional(),
  },
});

export type UsersQuery = ReturnType<typeof usersQuery.parse>;

/** The most credits one grant may add (a typo guard: bigger grants are several, each with its reason). */
export const MAX_CREDIT_GRANT = 1000;

const userId = z.string().trim().min(1, "invalid").max(64, "invalid");

export const grantCreditsForm = z.object({
  userId,
  kind: z.enum(["PHOTO", "EDIT"], { error: "kindRequired" }),
  amount: z
    .string({ error: "amountRequired" })
    .trim()
    .min(1, "amountRequired")
    .regex(/^-?\d+$/, "amountWhole")
    .transform(Number)
    .pipe(z.number().min(1, "amountTooSmall").max(MAX_CREDIT_GRANT, "amountTooLarge").int("amountWhole")),
  reason: z.string({ error: "reasonRequired" }).trim().min(3, "reasonRequired").max(500, "reasonTooLong"),
});

export const userIdForm = z.object({ userId });

export const deleteUserForm = z.object({
  userId,
  confirmEmail: z.string({ error: "confirmEmailRequired" }).trim().min(1, "confirmEmailRequired").max(320, "confirmEmailMismatch"),
});
