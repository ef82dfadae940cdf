// One route file of the business API from its operation (lib/api/v2/operations.ts):
//
//   export const GET = apiRoute(OPERATIONS.getOrganization, ({ db, apiKey }) => getOrganization(db, apiKey.organizationId));
//
// The one route wrapper (lib/http/route.ts) with the `apiKey` caller and the operation's scopes, its
// query, params and body schemas, the v2 envelope and the operation's success status. The handler
// returns the operation's response shape (typed from its schema).
import "server-only";
import type { z } from "zod";
import { route, type RouteContext, type RouteHandler } from "@/lib/http/route";
import type { Operation } from "./operations";

type Field<O, K extends string> = O extends { [P in K]: infer S } ? S : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : never;

export type ApiContext<O extends Operation> = RouteContext<{ apiKey: O["scopes"] }, Field<O, "body">, Field<O, "query">, Field<O, "params">>;

export function apiRoute<const O extends Operation>(op: O, handler: (ctx: ApiContext<O>) => Promise<Out<O["response"]>>): RouteHandler {
  return route(
    {
      caller: { apiKey: op.scopes },
      namespace: "TeamApi",
      envelope: "v2",
      successStatus: op.status ?? 200,
      body: op.body as Field<O, "body">,
      query: op.query as Field<O, "query">,
      params: op.params as Field<O, "params">,
    },
    handler as never,
  );
}
