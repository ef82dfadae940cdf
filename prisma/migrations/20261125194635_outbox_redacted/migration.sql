-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "data" JSONB,
ALTER COLUMN "html" DROP NOT NULL,
ALTER COLUMN "text" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "EmailOutbox_userId_idx" ON "EmailOutbox"("userId");

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt");

-- Rows written before this migration kept live links: the bodies of emails that carry one (sign-in,
-- reset, verification, email change) and of every email already handed to SMTP are dropped.
UPDATE "EmailOutbox" SET "html" = NULL, "text" = NULL
WHERE "template" IN ('verify-email', 'reset-password', 'magic-link', 'email-change-verify') OR "status" = 'SENT';
