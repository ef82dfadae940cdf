-- AlterTable
ALTER TABLE "Invite" ADD COLUMN     "autoReminderAt" TIMESTAMP(3),
ADD COLUMN     "autoReminderCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "autoReminderAt" TIMESTAMP(3),
ADD COLUMN     "autoReminderCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "showOnTeamPage" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "teamPageHidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "teamPageName" TEXT,
ADD COLUMN     "teamPagePosition" INTEGER,
ADD COLUMN     "teamPageResultId" TEXT;

-- CreateTable
CREATE TABLE "TeamPage" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "publicId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "intro" TEXT,
    "indexable" BOOLEAN NOT NULL DEFAULT false,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamPage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TeamPage_organizationId_key" ON "TeamPage"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamPage_publicId_key" ON "TeamPage"("publicId");

-- AddForeignKey
ALTER TABLE "TeamPage" ADD CONSTRAINT "TeamPage_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
