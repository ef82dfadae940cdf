-- CreateTable
CREATE TABLE "BulkUploadBatch" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "backdropIds" TEXT[],
    "femaleOutfitId" TEXT NOT NULL,
    "maleOutfitId" TEXT NOT NULL,
    "headshotFormat" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BulkUploadBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkUploadItem" (
    "id" TEXT NOT NULL,
    "batchId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "name" TEXT,
    "status" TEXT NOT NULL DEFAULT 'PROCESSING',
    "code" TEXT,
    "membershipId" TEXT,
    "shootId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BulkUploadItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BulkUploadBatch_organizationId_createdAt_idx" ON "BulkUploadBatch"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "BulkUploadItem_batchId_idx" ON "BulkUploadItem"("batchId");

-- AddForeignKey
ALTER TABLE "BulkUploadItem" ADD CONSTRAINT "BulkUploadItem_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "BulkUploadBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
