// Every operation of the business API in one table: method, path (under /api/v2), the scopes its key
// needs, its input and output schemas (lib/api/v2/schemas.ts) and what the reference says about it.
// The route files (app/api/v2/**/route.ts) are made from it with apiRoute(), and the OpenAPI document
// (lib/api/v2/openapi.ts) is generated from it: a route cannot take other input, or need other
// scopes, than its documentation says.
import "server-only";
import type { z } from "zod";
import type { ApiScope } from "../keys";
import * as s from "./schemas";

export type Operation = {
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI path under /api/v2, parameters as {name}. */
  path: string;
  tag: "Organization" | "Invites" | "Team members" | "Teams" | "Models" | "Photos";
  summary: string;
  description?: string;
  scopes: readonly ApiScope[];
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** 200, or 201 for a create. */
  status?: 200 | 201;
  /** Statuses the operation may answer besides 200/201 and the ones every operation may (400, 401, 403, 429, 500). */
  errors?: readonly (402 | 404)[];
};

const op = <const O extends Operation>(o: O): O => o;

export const OPERATIONS = {
  getOrganization: op({
    method: "get", path: "/organization", tag: "Organization", scopes: ["organization"], response: s.organizationSchema,
    summary: "Get the organisation", description: "The organisation the API key belongs to.",
  }),
  getCredits: op({
    method: "get", path: "/organization/credits", tag: "Organization", scopes: ["organization"], response: s.creditsSchema,
    summary: "Get the credit balance", description: "Credits held, reserved for pending invites and members who have not submitted, and free.",
  }),
  listInvites: op({
    method: "get", path: "/organization/invites", tag: "Invites", scopes: ["invites"], query: s.pageQuery, response: s.invitesPage,
    summary: "List invites", description: "Email invites, newest first, with their status and, while pending, their join link.",
  }),
  createInvite: op({
    method: "post", path: "/organization/invites", tag: "Invites", scopes: ["invites"], body: s.createInviteBody, response: s.inviteSchema, status: 201, errors: [402, 404],
    summary: "Invite a member",
    description: "Emails a personal join link, valid 30 days. The invite holds one free credit until it is accepted, revoked or expires (INSUFFICIENT_CREDITS without one). A second invite to a pending address is ALREADY_EXISTS; too many pending invites is INVITE_LIMIT_EXCEEDED.",
  }),
  getInvite: op({
    method: "get", path: "/organization/invites/{email}", tag: "Invites", scopes: ["invites"], params: s.emailParams, response: s.inviteSchema, errors: [404],
    summary: "Get an invite by email", description: "The newest invite to the address, whatever its status.",
  }),
  revokeInvite: op({
    method: "post", path: "/organization/invites/revoke", tag: "Invites", scopes: ["invites"], body: s.revokeInviteBody, response: s.inviteSchema, errors: [404],
    summary: "Revoke an invite", description: "Ends the pending invite to the address and gives its credit back. ALREADY_DELETED when it was revoked already.",
  }),
  listTeamMembers: op({
    method: "get", path: "/organization/team", tag: "Team members", scopes: ["organization"], query: s.teamQuery, response: s.membersPage,
    summary: "List team members", description: "People of the organisation, newest first, optionally by status.",
  }),
  listAcceptedMembers: op({
    method: "get", path: "/organization/team/accepted", tag: "Team members", scopes: ["organization"], query: s.pageQuery, response: s.membersPage,
    summary: "List accepted members", description: "Members who joined and whose headshots are not ready yet.",
  }),
  listPendingMembers: op({
    method: "get", path: "/organization/team/pending", tag: "Team members", scopes: ["organization"], query: s.pageQuery, response: s.membersPage,
    summary: "List pending members", description: "People invited who have not joined yet.",
  }),
  listTeams: op({
    method: "get", path: "/organization/teams", tag: "Teams", scopes: ["teams"], response: s.teamsList,
    summary: "List sub-teams", description: "The organisation's sub-teams by name, with their member counts.",
  }),
  createTeam: op({
    method: "post", path: "/organization/teams", tag: "Teams", scopes: ["teams"], body: s.teamBody, response: s.teamSchema, status: 201,
    summary: "Create a sub-team", description: "Names are unique within the organisation (ALREADY_EXISTS).",
  }),
  updateTeam: op({
    method: "put", path: "/organization/teams/{teamId}", tag: "Teams", scopes: ["teams"], params: s.teamIdParams, body: s.teamBody, response: s.teamSchema, errors: [404],
    summary: "Rename a sub-team",
  }),
  deleteTeam: op({
    method: "delete", path: "/organization/teams/{teamId}", tag: "Teams", scopes: ["teams"], params: s.teamIdParams, response: s.deletedSchema, errors: [404],
    summary: "Delete a sub-team", description: "Its people stay in the organisation, in no sub-team.",
  }),
  listModels: op({
    method: "get", path: "/organization/models", tag: "Models", scopes: ["models"], query: s.modelsQuery, response: s.modelsPage,
    summary: "List models", description: "The members' shoots, newest first, paginated with total and hasMore.",
  }),
  listPhotos: op({
    method: "get", path: "/organization/models/{id}/photos", tag: "Photos", scopes: ["photos"], params: s.modelIdParams, query: s.photosQuery, response: s.photosList, errors: [404],
    summary: "List a model's photos", description: "Signed URLs that expire after 24 hours (expiresAt). include=all adds the thumbnail and original URLs.",
  }),
  getFavoritePhoto: op({
    method: "get", path: "/organization/models/{id}/photos/favorite", tag: "Photos", scopes: ["photos"], params: s.modelIdParams, query: s.photosQuery.pick({ include: true }), response: s.favoritePhoto, errors: [404],
    summary: "Get a model's favourite photo", description: "The photo the member picked as their favourite, or null.",
  }),
  listFavorites: op({
    method: "get", path: "/organization/photos/favorites", tag: "Photos", scopes: ["photos"], query: s.favoritesQuery, response: s.favoritesPage,
    summary: "List favourite photos", description: "Every model's favourite photo, newest first.",
  }),
} as const;

export type OperationName = keyof typeof OPERATIONS;
