-- CreateTable
CREATE TABLE "GateExample" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "accepted" BOOLEAN NOT NULL,
    "reasons" TEXT[],
    "warnings" TEXT[],
    "score" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "thumbKey" TEXT NOT NULL,
    "thumbWidth" INTEGER NOT NULL,
    "thumbHeight" INTEGER NOT NULL,
    "sourceHash" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GateExample_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GateExample_slug_key" ON "GateExample"("slug");
