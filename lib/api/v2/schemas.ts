// The business API's shapes, one zod schema each: the route handlers parse their input with them
// (lib/http/route.ts) and lib/api/v2/openapi.ts builds the OpenAPI 3.1 document from the very same
// schemas (zod-openapi on zod 4's JSON Schema). `.meta({ id })` names a schema in the document's
// components. Response schemas describe what lib/api/v2 returns (its functions are typed with them)
// and carry no .transform(): a transform has no JSON Schema.
import "server-only";
import "zod-openapi";
import { z } from "zod";
import { API_SCOPES } from "../keys";

// ─── input ─────────────────────────────────────────────────────────────────────

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

const limit = z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT)
  .meta({ description: `Items per page (1-${MAX_LIMIT}, default ${DEFAULT_LIMIT}).`, example: DEFAULT_LIMIT });
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0).meta({ description: "Items to skip.", example: 0 });

export const pageQuery = z.object({ limit, offset });

const id = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const MEMBER_STATUSES = ["accepted", "pending", "finished"] as const;
export const teamQuery = pageQuery.extend({
  status: z.enum(MEMBER_STATUSES).optional()
    .meta({ description: "pending: invited, not joined yet; accepted: joined, headshots not ready yet; finished: headshots ready. Without it: everyone but removed members." }),
});

export const MODEL_STATUSES = ["onboarding", "waiting", "processing", "generating", "active", "failed", "deleted"] as const;
export const modelsQuery = pageQuery.extend({
  status: z.enum(MODEL_STATUSES).optional().meta({ description: "Only models (member shoots) in this status." }),
  teamId: id.optional().meta({ description: "Only models of members in this sub-team." }),
});

export const PHOTO_STATUSES = ["active", "deleted"] as const;
export const LIKED_STATUSES = ["none", "liked", "loved"] as const;
export const photosQuery = z.object({
  status: z.enum(PHOTO_STATUSES).default("active").meta({ description: "active (default) or deleted photos." }),
  likedStatus: z.enum(LIKED_STATUSES).optional().meta({ description: "Only photos the member marked so." }),
  include: z.enum(["main", "all"]).default("main").meta({ description: "main: the photo's URL; all: also its thumbnail and original URLs." }),
});

export const favoritesQuery = pageQuery.extend({
  include: photosQuery.shape.include,
});

export const teamIdParams = z.object({ teamId: id.meta({ description: "A sub-team's id." }) });
export const modelIdParams = z.object({ id: id.meta({ description: "A model's (member shoot's) id." }) });
export const emailParams = z.object({ email: z.string().trim().max(254).meta({ description: "The invited address.", example: "ana@example.com" }) });

const email = z.string().trim().max(254).meta({ description: "An email address.", example: "ana@example.com" });

export const createInviteBody = z.object({
  email,
  teamId: id.nullish().meta({ description: "The sub-team the member joins." }),
}).meta({ id: "CreateInvite" });

export const revokeInviteBody = z.object({ email }).meta({ id: "RevokeInvite" });

export const teamBody = z.object({
  name: z.string().trim().min(1).max(80).meta({ description: "Unique within the organisation, 1-80 characters.", example: "Sales" }),
}).meta({ id: "TeamInput" });

// ─── output ────────────────────────────────────────────────────────────────────

const dateTime = z.string().meta({ format: "date-time", example: "2026-01-31T09:30:00.000Z" });

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  brandColors: z.array(z.string()),
  members: z.number().int().meta({ description: "People in the organisation (removed ones not counted)." }),
  teams: z.number().int().meta({ description: "Sub-teams." }),
  createdAt: dateTime,
}).meta({ id: "Organization" });

export const creditsSchema = z.object({
  credits: z.number().int().meta({ description: "Credits the organisation holds (1 credit = one member's shoot)." }),
  reserved: z.number().int().meta({ description: "Held for pending invites and members who have not submitted yet." }),
  free: z.number().int().meta({ description: "Available for new invites." }),
}).meta({ id: "Credits" });

export const INVITE_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(INVITE_STATUSES),
  teamId: z.string().nullable(),
  link: z.string().nullable().meta({ description: "The personal join link while pending (also emailed to the invitee); null otherwise." }),
  expiresAt: dateTime,
  acceptedAt: dateTime.nullable(),
  revokedAt: dateTime.nullable(),
  createdAt: dateTime,
}).meta({ id: "Invite" });

export const memberSchema = z.object({
  id: z.string().meta({ description: "The membership's id, or the invite's for someone who has not joined." }),
  type: z.enum(["member", "invite"]),
  status: z.enum([...MEMBER_STATUSES, "deleted"]),
  name: z.string().nullable(),
  email: z.string().nullable().meta({ description: "Null for a member added on their behalf without an address." }),
  title: z.string().nullable(),
  role: z.enum(["OWNER", "LEAD", "MEMBER"]),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  modelId: z.string().nullable().meta({ description: "The member's latest shoot." }),
  finishedAt: dateTime.nullable(),
  createdAt: dateTime,
}).meta({ id: "TeamMember" });

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.number().int(),
}).meta({ id: "Team" });

export const modelSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(MODEL_STATUSES),
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  teamId: z.string().nullable(),
  photos: z.number().int().meta({ description: "Active photos." }),
  submittedAt: dateTime.nullable(),
  finishedAt: dateTime.nullable(),
  deletedAt: dateTime.nullable(),
  createdAt: dateTime,
}).meta({ id: "Model" });

export const photoSchema = z.object({
  id: z.string(),
  modelId: z.string(),
  status: z.enum(PHOTO_STATUSES),
  likedStatus: z.enum(LIKED_STATUSES),
  isFavorite: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: dateTime,
  url: z.string().nullable().meta({ description: "The photo (signed; null for a deleted photo). Valid until expiresAt." }),
  thumbnailUrl: z.string().nullable().optional().meta({ description: "include=all: a small WebP to look at (signed)." }),
  originalUrl: z.string().nullable().optional().meta({ description: "include=all: the largest stored file (signed)." }),
  expiresAt: dateTime.meta({ description: "When the URLs stop working: 24 hours after the request." }),
}).meta({ id: "Photo" });

export const favoriteSchema = z.object({
  modelId: z.string(),
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  photo: photoSchema,
}).meta({ id: "Favorite" });

const pagination = {
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
};

const paged = <T extends z.ZodType>(item: T, name: string) => z.object({ items: z.array(item), ...pagination }).meta({ id: name });

export const membersPage = paged(memberSchema, "TeamMemberPage");
export const modelsPage = paged(modelSchema, "ModelPage");
export const invitesPage = paged(inviteSchema, "InvitePage");
export const favoritesPage = paged(favoriteSchema, "FavoritePage");
export const teamsList = z.object({ items: z.array(teamSchema) }).meta({ id: "TeamList" });
export const photosList = z.object({ items: z.array(photoSchema) }).meta({ id: "PhotoList" });
export const favoritePhoto = z.object({ photo: photoSchema.nullable().meta({ description: "Null until the member picked one." }) }).meta({ id: "FavoritePhoto" });
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "Deleted" });

export const scopeSchema = z.enum(API_SCOPES);

export type Organization = z.output<typeof organizationSchema>;
export type Credits = z.output<typeof creditsSchema>;
export type InviteOut = z.output<typeof inviteSchema>;
export type MemberOut = z.output<typeof memberSchema>;
export type TeamOut = z.output<typeof teamSchema>;
export type ModelOut = z.output<typeof modelSchema>;
export type PhotoOut = z.output<typeof photoSchema>;
export type FavoriteOut = z.output<typeof favoriteSchema>;
export type PageOf<T> = { items: T[]; total: number; limit: number; offset: number; hasMore: boolean };

export const pageOf = <T>(items: T[], total: number, q: { limit: number; offset: number }): PageOf<T> =>
  ({ items, total, limit: q.limit, offset: q.offset, hasMore: q.offset + items.length < total });
