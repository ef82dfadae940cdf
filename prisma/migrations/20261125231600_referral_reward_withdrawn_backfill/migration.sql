-- Rewards taken back by a refund before WITHDRAWN existed stayed RELEASED: their withdrawal's ledger
-- row (key referral:{id}:withdrawn) says what happened. (A separate migration: PostgreSQL cannot use an
-- enum value in the transaction that added it.)
UPDATE "Referral" AS r
SET "rewardState" = 'WITHDRAWN', "rewardNote" = 'REFUNDED'
FROM "CreditLedgerEntry" AS l
WHERE l."idempotencyKey" = 'referral:' || r."id" || ':withdrawn' AND r."rewardState" = 'RELEASED';
