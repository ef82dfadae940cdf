-- AlterTable
ALTER TABLE "ProfilePictureTemplate" ADD COLUMN     "isDefault" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "teamId" TEXT,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "ProfilePicture" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "shootId" TEXT NOT NULL,
    "templateId" TEXT,
    "templateVersion" INTEGER NOT NULL DEFAULT 0,
    "resultId" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProfilePicture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProfilePictureRender" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "templateId" TEXT NOT NULL,
    "templateVersion" INTEGER NOT NULL,
    "requestedById" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ProfilePictureRender_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProfilePicture_shootId_key" ON "ProfilePicture"("shootId");

-- CreateIndex
CREATE INDEX "ProfilePicture_organizationId_idx" ON "ProfilePicture"("organizationId");

-- CreateIndex
CREATE INDEX "ProfilePicture_templateId_idx" ON "ProfilePicture"("templateId");

-- CreateIndex
CREATE INDEX "ProfilePictureRender_organizationId_createdAt_idx" ON "ProfilePictureRender"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "ProfilePictureTemplate_teamId_idx" ON "ProfilePictureTemplate"("teamId");

-- AddForeignKey
ALTER TABLE "ProfilePictureTemplate" ADD CONSTRAINT "ProfilePictureTemplate_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfilePicture" ADD CONSTRAINT "ProfilePicture_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfilePicture" ADD CONSTRAINT "ProfilePicture_shootId_fkey" FOREIGN KEY ("shootId") REFERENCES "Shoot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfilePicture" ADD CONSTRAINT "ProfilePicture_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ProfilePictureTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfilePictureRender" ADD CONSTRAINT "ProfilePictureRender_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfilePictureRender" ADD CONSTRAINT "ProfilePictureRender_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ProfilePictureTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One default profile-picture template per scope: the organisation's own (no sub-team), and each sub-team's.
CREATE UNIQUE INDEX "ProfilePictureTemplate_one_default_per_organization" ON "ProfilePictureTemplate" ("organizationId") WHERE "isDefault" AND "teamId" IS NULL;
CREATE UNIQUE INDEX "ProfilePictureTemplate_one_default_per_team" ON "ProfilePictureTemplate" ("teamId") WHERE "isDefault" AND "teamId" IS NOT NULL;
