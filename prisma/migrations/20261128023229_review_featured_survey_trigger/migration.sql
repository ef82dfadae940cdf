-- CreateEnum
CREATE TYPE "SurveyTrigger" AS ENUM ('AFTER_RESULTS', 'AFTER_REFUND');

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "featured" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Survey" ADD COLUMN     "trigger" "SurveyTrigger" NOT NULL DEFAULT 'AFTER_RESULTS';
