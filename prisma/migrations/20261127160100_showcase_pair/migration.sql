-- CreateTable
CREATE TABLE "ShowcasePair" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "backdropSlug" TEXT NOT NULL,
    "engine" TEXT NOT NULL,
    "beforeKey" TEXT NOT NULL,
    "beforeWidth" INTEGER NOT NULL,
    "beforeHeight" INTEGER NOT NULL,
    "afterKey" TEXT NOT NULL,
    "afterWidth" INTEGER NOT NULL,
    "afterHeight" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShowcasePair_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShowcasePair_key_key" ON "ShowcasePair"("key");
