-- AlterTable
ALTER TABLE "Outfit" ADD COLUMN     "groupId" TEXT;

-- CreateTable
CREATE TABLE "WardrobeGroup" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WardrobeGroup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WardrobeGroup_slug_key" ON "WardrobeGroup"("slug");

-- CreateIndex
CREATE INDEX "Outfit_groupId_idx" ON "Outfit"("groupId");

-- AddForeignKey
ALTER TABLE "Outfit" ADD CONSTRAINT "Outfit_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "WardrobeGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;
