-- Teams, part 1: the credit reservation, the wizard's progress, member flags and the ledger's actions.
CREATE TYPE "TeamCreditAction" AS ENUM ('PURCHASE', 'RESERVATION', 'DEDUCTION', 'RELEASE', 'REFUND', 'ADJUSTMENT');

ALTER TYPE "AuthTokenPurpose" ADD VALUE 'MANAGED_CLAIM';

ALTER TABLE "Organization"
  ADD COLUMN "creditsReserved" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "teamSize" TEXT,
  ADD COLUMN "city" TEXT,
  ADD COLUMN "postalCode" TEXT,
  ADD COLUMN "country" TEXT,
  ADD COLUMN "setupSteps" TEXT[] DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "setupCompletedAt" TIMESTAMP(3);

-- The balance can never go negative, and never holds fewer credits than it has reserved.
ALTER TABLE "Organization"
  ADD CONSTRAINT "Organization_credits_not_negative" CHECK ("credits" >= 0),
  ADD CONSTRAINT "Organization_reserved_within_credits" CHECK ("creditsReserved" >= 0 AND "creditsReserved" <= "credits");

ALTER TABLE "Membership"
  ADD COLUMN "reservedCredit" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "notifyFinished" BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN "removedAt" TIMESTAMP(3);

ALTER TABLE "CreditLedgerEntry"
  ADD COLUMN "action" "TeamCreditAction",
  ADD COLUMN "reservedAfter" INTEGER;

ALTER TABLE "Shoot"
  ADD COLUMN "leadRetryAt" TIMESTAMP(3),
  ADD COLUMN "actionedAt" TIMESTAMP(3);

-- One organisation per person: a person is an active or invited member of at most one organisation.
CREATE UNIQUE INDEX "Membership_one_organization_per_person" ON "Membership" ("userId") WHERE "status" <> 'DELETED';

-- One pending email invite per address and organisation.
CREATE UNIQUE INDEX "Invite_one_pending_per_email" ON "Invite" ("organizationId", lower("email"))
  WHERE "email" IS NOT NULL AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "kind" = 'EMAIL';

-- The members page searches names and emails with ILIKE.
CREATE INDEX "Membership_organizationId_createdAt_idx" ON "Membership" ("organizationId", "createdAt");
CREATE INDEX "Invite_organizationId_createdAt_idx" ON "Invite" ("organizationId", "createdAt");
