-- CreateEnum
CREATE TYPE "ReferralRewardState" AS ENUM ('PENDING', 'RELEASED', 'CANCELED', 'WITHHELD');

-- AlterTable
ALTER TABLE "Referral" ADD COLUMN     "earnedAt" TIMESTAMP(3),
ADD COLUMN     "rewardNote" TEXT,
ADD COLUMN     "rewardState" "ReferralRewardState";

-- CreateIndex
CREATE INDEX "Referral_referrerId_earnedAt_idx" ON "Referral"("referrerId", "earnedAt");

-- CreateIndex
CREATE INDEX "Referral_rewardState_earnedAt_idx" ON "Referral"("rewardState", "earnedAt");

-- Referrals used before rewards waited for the refund window: a reward given then was given at once.
UPDATE "Referral" SET "rewardState" = 'RELEASED', "earnedAt" = "rewardedAt"
WHERE "rewardedAt" IS NOT NULL;

-- A used referral without a reward: the referrer's account was gone, or the reward parameter was 0.
UPDATE "Referral" AS r
SET "rewardState" = 'WITHHELD',
    "rewardNote" = CASE WHEN u."deletedAt" IS NOT NULL THEN 'REFERRER_DELETED' ELSE 'NO_CREDITS' END,
    "earnedAt" = COALESCE(o."paidAt", r."createdAt")
FROM "Order" AS o, "User" AS u
WHERE r."orderId" = o."id" AND u."id" = r."referrerId" AND r."rewardedAt" IS NULL;
