import "server-only";
import type { PrismaClient } from "@/lib/db";
import { fieldErrors, profileSchema } from "./schemas";

/** What /profile shows about the person. */
export type AccountProfile = {
  id: string;
  email: string;
  name: string;
  jobTitle: string;
  phone: string;
  hasPassword: boolean;
  marketingOptOut: boolean;
  /** Belongs to an organisation: its admin or support deletes the account, not the person. */
  teamAccount: boolean;
  createdAt: Date;
};

/** The signed-in person's profile; null when the account does not exist or was deleted. */
export async function readProfile(db: PrismaClient, userId: string): Promise<AccountProfile | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      name: true,
      jobTitle: true,
      phone: true,
      passwordHash: true,
      marketingOptOut: true,
      createdAt: true,
      deletedAt: true,
      _count: { select: { memberships: { where: { status: { not: "DELETED" } } }, ownedOrganizations: { where: { deletedAt: null } } } },
    },
  });
  if (!user || user.deletedAt) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? "",
    jobTitle: user.jobTitle ?? "",
    phone: user.phone ?? "",
    hasPassword: Boolean(user.passwordHash),
    marketingOptOut: user.marketingOptOut,
    teamAccount: user._count.memberships + user._count.ownedOrganizations > 0,
    createdAt: user.createdAt,
  };
}

export type UpdateProfileResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; error: "notSignedIn" };

/** Saves name, job title and phone (empty job title or phone clears it). Errors are Profile.errors keys. */
export async function updateProfile(db: PrismaClient, userId: string, input: unknown): Promise<UpdateProfileResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId, deletedAt: null }, data: parsed.data });
    if (count !== 1) return { ok: false, error: "notSignedIn" } as const;
    await tx.auditLog.create({
      data: { actorId: userId, action: "account.profile.update", targetType: "User", targetId: userId, data: { fields: Object.keys(parsed.data) } },
    });
    return { ok: true } as const;
  });
}
