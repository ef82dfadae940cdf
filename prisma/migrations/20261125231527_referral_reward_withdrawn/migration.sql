-- AlterEnum
ALTER TYPE "ReferralRewardState" ADD VALUE 'WITHDRAWN';
