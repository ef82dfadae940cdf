// The app/api/results routes as their route files make them (lib/http/route.ts with GALLERY_ROUTE
// around the lib handler), with a test's storage and boss.
import type { PgBoss } from "pg-boss";
import { route, type RouteContext } from "@/lib/http/route";
import { GALLERY_ROUTE, handleDownload, handleMarks, handleZipFile, handleZipStart, handleZipStatus, type ZipRouteContext } from "@/lib/results/http";
import type { FileStorage } from "@/lib/storage/types";
import type { RouteCaller } from "./http";

type GalleryCall = RouteContext<typeof GALLERY_ROUTE.caller, undefined, undefined, undefined>;

/** The gallery's routes, called through `routes` signed in as `as` (null: signed out). */
export function galleryRoutes(routes: RouteCaller, deps: { storage: FileStorage; boss?: PgBoss }) {
  const zip = ({ db, principal }: GalleryCall): ZipRouteContext => {
    if (!deps.boss) throw new Error("galleryRoutes: the zip routes need a boss");
    return { db, storage: deps.storage, boss: deps.boss, userId: principal.userId };
  };
  const call = (req: Request, as: string | null, handler: (ctx: GalleryCall) => Promise<unknown>) => routes.call(route(GALLERY_ROUTE, handler), req, as);
  return {
    marks: (req: Request, as: string | null, resultId: string) =>
      call(req, as, ({ request, db, principal }) => handleMarks(request, { db, storage: deps.storage, userId: principal.userId, resultId })),
    download: (req: Request, as: string | null, resultId: string) =>
      call(req, as, ({ request, db, principal }) => handleDownload(request, { db, storage: deps.storage, userId: principal.userId, resultId })),
    zipStart: (req: Request, as: string | null) => call(req, as, (ctx) => handleZipStart(ctx.request, zip(ctx))),
    zipStatus: (req: Request, as: string | null, zipId: string) => call(req, as, (ctx) => handleZipStatus({ ...zip(ctx), zipId, locale: ctx.locale })),
    zipFile: (req: Request, as: string | null, zipId: string) => call(req, as, (ctx) => handleZipFile(ctx.request, { ...zip(ctx), zipId })),
  };
}
