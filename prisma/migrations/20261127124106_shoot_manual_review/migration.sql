-- AlterTable
ALTER TABLE "Shoot" ADD COLUMN     "reviewApprovedAt" TIMESTAMP(3),
ADD COLUMN     "reviewApprovedById" TEXT,
ADD COLUMN     "reviewHeldAt" TIMESTAMP(3);

-- The back office's "shoots waiting for review": held and not approved yet (few rows).
CREATE INDEX "Shoot_review_pending_idx" ON "Shoot"("reviewHeldAt") WHERE "reviewHeldAt" IS NOT NULL AND "reviewApprovedAt" IS NULL;
