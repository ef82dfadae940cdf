// Prisma CLI configuration (Prisma 7: the connection URL lives here, not in schema.prisma).
//
// Only `prisma generate|validate|format` are run through the Prisma CLI here (`npm run db:generate`,
// with PRISMA_SCHEMA_ENGINE_BINARY pointing at the offline stub in tools/). Migrations do NOT go
// through the CLI: `npm run db:migrate` / `npm run db:migrate:create` drive Prisma's WebAssembly
// schema engine through a driver adapter (tools/migrate.ts, lib/db/migrate.ts), for PGlite or
// PostgreSQL chosen exactly as lib/db chooses at runtime.
//
// `env()` from prisma/config throws when the variable is missing, which would break `generate`
// (it needs no database); read process.env directly instead.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "",
  },
});
