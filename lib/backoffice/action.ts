// The one wrapper of every back-office server action (lib/backoffice/<screen>/actions.ts, "use server"):
//
//   export const createCouponAction = adminAction(couponForm, async (input, { actorId, db }) => {
//     await createCoupon(db, { ...input, actorId });   // its transaction writes recordAudit(tx, …)
//     return { ok: true };
//   });
//
// It is `action()` (lib/http/action.ts) with role "admin": the role is read fresh from the database on
// every call (a demoted admin is refused at once), the form is parsed with the zod schema (field errors
// come back as message keys of the form's namespace), a thrown BackofficeError answers with its code,
// and what was typed comes back in `values`. The handler gets the admin's id (`actorId`, for the audit
// row) and the database. Every change it makes writes its audit row with `recordAudit` (lib/audit/record.ts)
// in the same transaction; nothing here can do that for it, so each screen's tests check the row.
import "server-only";
import type { z } from "zod";
import { prisma, type PrismaClient } from "@/lib/db";
import { action, type ActionContext, type ActionState, type FormAction } from "@/lib/http/action";
import type { SignedIn } from "@/lib/http/route";

export type AdminActionContext = ActionContext<"admin"> & { principal: SignedIn; actorId: string; db: PrismaClient };

export function adminAction<S extends z.ZodType>(
  schema: S,
  fn: (input: z.output<S>, ctx: AdminActionContext) => Promise<ActionState | void>,
  options: { secret?: readonly string[] } = {},
): FormAction {
  return action(
    schema,
    async (input, ctx) => fn(input, { ...ctx, principal: ctx.principal!, actorId: ctx.principal!.userId, db: await prisma() }),
    { role: "admin", secret: options.secret },
  );
}
