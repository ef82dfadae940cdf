// The sizes an edit may have: the ones the shoot's package includes (print, 4096 px, is Executive's
// alone). The editor offers only these, says which package has the others, and a request for any
// other size is refused before a credit is taken.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { StudioError } from "./errors";
import { EDIT_SIZES, editSizesFor, type EditorSizes, type EditSize, type PackageOutput } from "./options";

type Reader = PrismaClient | Prisma.TransactionClient;

type NamedPackage = PackageOutput & { name: string };

const packageSelect = { name: true, outputSize: true, printSize: true } as const;

/** For each size `pkg` leaves out, the first active package (in display order) that includes it. */
async function packagesWithMore(db: Reader, pkg: PackageOutput): Promise<EditorSizes["more"]> {
  const included = editSizesFor(pkg);
  const missing = EDIT_SIZES.filter((s) => !included.includes(s));
  if (!missing.length) return [];
  const offers = await db.package.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: packageSelect });
  return missing.flatMap((size) => {
    const offer = offers.find((o) => editSizesFor(o).includes(size));
    return offer ? [{ size, packageName: offer.name }] : [];
  });
}

async function shootPackage(db: Reader, shootId: string): Promise<NamedPackage> {
  const shoot = await db.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { package: { select: packageSelect } } });
  return shoot.package;
}

/** What the editor's size option offers for a shoot. */
export async function editorSizes(db: Reader, shootId: string): Promise<EditorSizes> {
  const pkg = await shootPackage(db, shootId);
  return { included: editSizesFor(pkg), packageName: pkg.name, more: await packagesWithMore(db, pkg) };
}

/** SIZE_NOT_IN_PACKAGE (naming the package, and the one that has the size) unless the shoot's package includes `size`. */
export async function assertSizeIncluded(db: Reader, shootId: string, size: EditSize): Promise<void> {
  const pkg = await shootPackage(db, shootId);
  if (editSizesFor(pkg).includes(size)) return;
  const upgrade = (await packagesWithMore(db, pkg)).find((m) => m.size === size)?.packageName ?? "";
  throw new StudioError("SIZE_NOT_IN_PACKAGE", { size, package: pkg.name, upgrade }, { option: "size" });
}
