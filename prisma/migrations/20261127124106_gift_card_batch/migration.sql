-- AlterTable
ALTER TABLE "GiftCard" ADD COLUMN     "batchId" TEXT;

-- CreateTable
CREATE TABLE "GiftCardBatch" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "packageId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GiftCardBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GiftCardBatch_createdAt_idx" ON "GiftCardBatch"("createdAt");

-- CreateIndex
CREATE INDEX "GiftCard_batchId_idx" ON "GiftCard"("batchId");

-- AddForeignKey
ALTER TABLE "GiftCardBatch" ADD CONSTRAINT "GiftCardBatch_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftCardBatch" ADD CONSTRAINT "GiftCardBatch_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftCard" ADD CONSTRAINT "GiftCard_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "GiftCardBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;
