-- CreateTable
CREATE TABLE "ApiUsage" (
    "apiKeyId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ApiUsage_pkey" PRIMARY KEY ("apiKeyId","day")
);

-- CreateIndex
CREATE INDEX "ApiUsage_organizationId_day_idx" ON "ApiUsage"("organizationId", "day");

-- AddForeignKey
ALTER TABLE "ApiUsage" ADD CONSTRAINT "ApiUsage_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;
