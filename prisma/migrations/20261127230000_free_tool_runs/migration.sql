-- CreateEnum
CREATE TYPE "FreeTool" AS ENUM ('HEADSHOT', 'PFP');

-- CreateEnum
CREATE TYPE "FreeRunStatus" AS ENUM ('DRAFT', 'QUEUED', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "FreeToolRun" (
    "id" TEXT NOT NULL,
    "tool" "FreeTool" NOT NULL,
    "status" "FreeRunStatus" NOT NULL DEFAULT 'DRAFT',
    "visitorHash" TEXT NOT NULL,
    "ipHash" TEXT NOT NULL,
    "choices" JSONB NOT NULL DEFAULT '{}',
    "photoKey" TEXT,
    "resultKey" TEXT,
    "failure" TEXT,
    "countedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FreeToolRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FreeToolRun_tool_visitorHash_countedAt_idx" ON "FreeToolRun"("tool", "visitorHash", "countedAt");

-- CreateIndex
CREATE INDEX "FreeToolRun_tool_ipHash_countedAt_idx" ON "FreeToolRun"("tool", "ipHash", "countedAt");

-- CreateIndex
CREATE INDEX "FreeToolRun_expiresAt_idx" ON "FreeToolRun"("expiresAt");
