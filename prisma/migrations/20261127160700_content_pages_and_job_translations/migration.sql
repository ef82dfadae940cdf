-- AlterTable
ALTER TABLE "JobPosting" ADD COLUMN     "translationKey" TEXT;

-- CreateTable
CREATE TABLE "ContentPage" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "translationKey" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "ContentStatus" NOT NULL DEFAULT 'DRAFT',
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentPage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JobPosting_translationKey_locale_key" ON "JobPosting"("translationKey", "locale");

-- CreateIndex
CREATE INDEX "ContentPage_locale_status_publishedAt_idx" ON "ContentPage"("locale", "status", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentPage_locale_slug_key" ON "ContentPage"("locale", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "ContentPage_translationKey_locale_key" ON "ContentPage"("translationKey", "locale");
