-- Back-office fragment searches (Prisma contains, insensitive: ILIKE with wildcards on both sides) on
-- the people and shoots lists: trigram GIN indexes, so a search of 100,000 rows reads the index
-- instead of every row (npm run bench:admin). PGlite loads pg_trgm too (lib/db/open.ts, lib/testing/db.ts).
-- schema.prisma states the same indexes (type Gin, ops gin_trgm_ops), so the differ keeps them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX IF NOT EXISTS "User_email_trgm_idx" ON "User" USING gin ("email" gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "User_name_trgm_idx" ON "User" USING gin ("name" gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "Shoot_title_trgm_idx" ON "Shoot" USING gin ("title" gin_trgm_ops);
