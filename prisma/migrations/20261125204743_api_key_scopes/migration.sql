-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "scopes" TEXT[];
