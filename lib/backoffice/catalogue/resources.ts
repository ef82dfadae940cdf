// What differs between the catalogue editor's resources: the table, the audit prefix, the resource's
// own columns (read from its form, and given back to it), the fields its audit rows keep, the checks
// made in the change's transaction, and whether the public pages show it. Everything else (create,
// update, activate, the list) is written once, in ./editor.ts.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { templateConfigSchema } from "@/lib/studio/catalogue";
import type { CatalogueResource, EntryInput } from "./schemas";

export type Tx = Prisma.TransactionClient;
type Db = PrismaClient | Tx;

/** The columns every catalogue table has. */
export type EntryRecord = {
  id: string; slug: string; name: string; translations: unknown; active: boolean; sortOrder: number; createdAt: Date;
  [column: string]: unknown;
};

/** The part of a Prisma model delegate the editor uses (each catalogue model has it). */
export type EntryDelegate = {
  findUnique(args: { where: { id: string } | { slug: string } }): Promise<EntryRecord | null>;
  findMany(args: { where?: object; orderBy?: object[]; skip?: number; take?: number }): Promise<EntryRecord[]>;
  count(args: { where?: object }): Promise<number>;
  create(args: { data: Record<string, unknown> }): Promise<EntryRecord>;
  update(args: { where: { id: string }; data: Record<string, unknown> }): Promise<EntryRecord>;
};

type Own<R extends CatalogueResource> = Extract<EntryInput, { resource: R }>;

export type ResourceDef = {
  /** The Prisma model (and SQL table), also the audit row's target type. */
  table: "Outfit" | "WardrobeGroup" | "Emotion" | "Hairstyle" | "PhotoTemplate";
  /** `<audit>.create|update|activate|deactivate`. */
  audit: string;
  delegate(db: Db): EntryDelegate;
  /** The resource's own columns from its form; `before` is the row an update changes (null: a new one). */
  columns(input: EntryInput, before: EntryRecord | null): Record<string, unknown>;
  /** The same columns as the form shows them. */
  formValues(row: EntryRecord): Record<string, string>;
  /** Localised columns besides the name (their English text is the column, the others in `translations`). */
  localised: readonly ("description")[];
  auditKeys: readonly string[];
  /** Checks against other rows, in the change's transaction: field errors, or null. */
  check?(tx: Tx, columns: Record<string, unknown>): Promise<Record<string, string> | null>;
  /** A change shows on the public pages (the styles an outfit dresses): revalidate after the commit. */
  public: boolean;
  /** What uses an entry (its detail view says it; such an entry is deactivated, never deleted). */
  usage?(db: Db, id: string): Promise<Record<string, number>>;
};

const COMMON_AUDIT = ["slug", "name", "translations", "active", "sortOrder"] as const;
const asDelegate = (d: unknown) => d as EntryDelegate;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const outfit: ResourceDef = {
  table: "Outfit",
  audit: "outfit",
  delegate: (db) => asDelegate(db.outfit),
  columns: (input) => {
    const i = input as Own<"outfit">;
    return { gender: i.gender, colors: i.colors, previewUrl: i.previewUrl ?? null, groupId: i.groupId ?? null };
  },
  formValues: (row) => ({ gender: str(row.gender), colors: ((row.colors as string[]) ?? []).join(", "), previewUrl: str(row.previewUrl), groupId: str(row.groupId) }),
  localised: [],
  auditKeys: [...COMMON_AUDIT, "gender", "colors", "previewUrl", "groupId"],
  async check(tx, columns) {
    if (!columns.groupId) return null;
    const group = await tx.wardrobeGroup.findUnique({ where: { id: String(columns.groupId) }, select: { id: true } });
    return group ? null : { groupId: "unknownGroup" };
  },
  public: true,
  async usage(db, id) {
    const counts = await db.outfit.findUnique({ where: { id }, select: { _count: { select: { styles: true, combosMale: true, combosFemale: true, organizationUsage: true } } } });
    const c = counts?._count;
    return { styles: c?.styles ?? 0, combos: (c?.combosMale ?? 0) + (c?.combosFemale ?? 0), organizations: c?.organizationUsage ?? 0 };
  },
};

const wardrobeGroup: ResourceDef = {
  table: "WardrobeGroup",
  audit: "wardrobeGroup",
  delegate: (db) => asDelegate(db.wardrobeGroup),
  columns: () => ({}),
  formValues: () => ({}),
  localised: [],
  auditKeys: COMMON_AUDIT,
  public: false,
  async usage(db, id) {
    return { outfits: await db.outfit.count({ where: { groupId: id } }) };
  },
};

const emotion: ResourceDef = {
  table: "Emotion",
  audit: "emotion",
  delegate: (db) => asDelegate(db.emotion),
  columns: (input) => ({ prompt: (input as Own<"emotion">).prompt ?? null }),
  formValues: (row) => ({ prompt: str(row.prompt) }),
  localised: [],
  auditKeys: [...COMMON_AUDIT, "prompt"],
  public: false,
};

const hairstyle: ResourceDef = {
  table: "Hairstyle",
  audit: "hairstyle",
  delegate: (db) => asDelegate(db.hairstyle),
  columns: (input) => {
    const i = input as Own<"hairstyle">;
    return { gender: i.gender, prompt: i.prompt ?? null };
  },
  formValues: (row) => ({ gender: str(row.gender), prompt: str(row.prompt) }),
  localised: [],
  auditKeys: [...COMMON_AUDIT, "gender", "prompt"],
  public: false,
};

const photoTemplate: ResourceDef = {
  table: "PhotoTemplate",
  audit: "photoTemplate",
  delegate: (db) => asDelegate(db.photoTemplate),
  columns: (input, before) => {
    const i = input as Own<"photoTemplate">;
    // Keys the form does not edit stay as they were; the editor reads the result with templateConfigSchema.
    const kept = before?.config && typeof before.config === "object" ? { ...(before.config as Record<string, unknown>) } : {};
    delete kept.headRatio;
    const config = templateConfigSchema.parse({ ...kept, width: i.width, height: i.height, shape: i.shape, ...(i.headRatio === undefined ? {} : { headRatio: i.headRatio }) });
    return { description: i.descriptionEn ?? null, config: { ...kept, ...config } };
  },
  formValues: (row) => {
    const config = templateConfigSchema.safeParse(row.config);
    const c = config.success ? config.data : null;
    return { descriptionEn: str(row.description), width: str(c?.width), height: str(c?.height), headRatio: str(c?.headRatio), shape: c?.shape ?? "square" };
  },
  localised: ["description"],
  auditKeys: [...COMMON_AUDIT, "description", "config"],
  public: false,
};

export const RESOURCES: Record<CatalogueResource, ResourceDef> = { outfit, wardrobeGroup, emotion, hairstyle, photoTemplate };
