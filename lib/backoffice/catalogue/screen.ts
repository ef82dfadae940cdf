// What a catalogue editor screen reads (the pages of lib/backoffice/catalogue's resources): the list
// page or, with `?id=`, one entry (null when there is none: the page answers 404); an outfit screen also
// reads the wardrobe groups (its form's choices and its list's group column).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Page } from "@/lib/lists/page";
import { entryDetail, findEntryPage, type EntryDetail, type EntryRow } from "./editor";
import { entryQuery, type CatalogueResource, type EntryQuery } from "./schemas";
import { wardrobeGroupChoices, type GroupChoice } from "./wardrobe";

export type CatalogueScreenData = { query: EntryQuery; page: Page<EntryRow> | null; detail: EntryDetail | null; groups: GroupChoice[]; missing: boolean };

export async function loadCatalogueScreen(db: PrismaClient, resource: CatalogueResource, search: Record<string, string | string[] | undefined>): Promise<CatalogueScreenData> {
  const query = entryQuery.parse(search);
  const id = typeof search.id === "string" && search.id ? search.id : null;
  const groups = resource === "outfit" ? await wardrobeGroupChoices(db) : [];
  if (id) {
    const detail = await entryDetail(db, resource, id);
    return { query, page: null, detail, groups, missing: !detail };
  }
  return { query, page: await findEntryPage(db, resource, query), detail: null, groups, missing: false };
}
