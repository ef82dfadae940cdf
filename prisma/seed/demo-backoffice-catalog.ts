// The catalogue screens' demo (/admin/catalog, /admin/tools/free-headshots): nothing is added. The
// catalogue seed's packages are what /admin/catalog edits, and the free tools' counters only grow when
// the tools are used; a made-up day of free runs or a made-up conversion would be fake data. This step
// says what the screen will show, and names any package on sale that lacks a price in a currency (the
// price list leaves it out; an admin may be half-way through making one, so it is said, not refused).
import { listCatalogPackages } from "@/lib/backoffice/catalog/queries";
import { CURRENCIES } from "@/lib/catalog/currency";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export async function seedDemoCatalog({ db }: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const packages = await listCatalogPackages(db);
  const unpriced = packages.filter((p) => p.active && CURRENCIES.some((c) => p.prices[c] === null)).map((p) => p.slug);
  if (unpriced.length) log(`back office, catalogue: not on the price list until priced in every currency: ${unpriced.join(", ")}`);
  log(`back office, catalogue: ${packages.length} packages (${packages.filter((p) => p.active).map((p) => p.slug).join(", ")}) priced in ${CURRENCIES.join(" and ")}`);
}
