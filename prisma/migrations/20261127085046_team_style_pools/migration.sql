-- DropIndex
DROP INDEX "OrganizationApprovedBackdrop_organizationId_backdropId_gend_key";

-- DropIndex
DROP INDEX "OrganizationApprovedOutfit_organizationId_outfitId_gender_key";

-- AlterTable
ALTER TABLE "OrganizationApprovedBackdrop" ADD COLUMN     "teamId" TEXT;

-- AlterTable
ALTER TABLE "OrganizationApprovedOutfit" ADD COLUMN     "teamId" TEXT;

-- CreateIndex
CREATE INDEX "OrganizationApprovedBackdrop_teamId_idx" ON "OrganizationApprovedBackdrop"("teamId");

-- CreateIndex
CREATE INDEX "OrganizationApprovedOutfit_teamId_idx" ON "OrganizationApprovedOutfit"("teamId");

-- AddForeignKey
ALTER TABLE "OrganizationApprovedBackdrop" ADD CONSTRAINT "OrganizationApprovedBackdrop_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationApprovedOutfit" ADD CONSTRAINT "OrganizationApprovedOutfit_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One row per pool, backdrop (or outfit) and gender. A pool is the organisation's (teamId NULL) or a
-- sub-team's: a plain unique index would let NULL teamIds repeat, so each kind has its own partial index.
CREATE UNIQUE INDEX "OrganizationApprovedBackdrop_organization_pool_key" ON "OrganizationApprovedBackdrop" ("organizationId", "backdropId", "gender") WHERE "teamId" IS NULL;
CREATE UNIQUE INDEX "OrganizationApprovedBackdrop_team_pool_key" ON "OrganizationApprovedBackdrop" ("teamId", "backdropId", "gender") WHERE "teamId" IS NOT NULL;
CREATE UNIQUE INDEX "OrganizationApprovedOutfit_organization_pool_key" ON "OrganizationApprovedOutfit" ("organizationId", "outfitId", "gender") WHERE "teamId" IS NULL;
CREATE UNIQUE INDEX "OrganizationApprovedOutfit_team_pool_key" ON "OrganizationApprovedOutfit" ("teamId", "outfitId", "gender") WHERE "teamId" IS NOT NULL;
