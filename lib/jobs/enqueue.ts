import "server-only";
import { fromPrisma, type PgBoss, type SendOptions } from "pg-boss";
import type { Prisma } from "@/lib/db";
import type { JobData, QueueName } from "./queues";

/**
 * Queues a job inside the caller's Prisma transaction (transactional outbox): the job exists if and
 * only if the business change commits. `boss` must be started before the transaction begins
 * (getBoss() outside it): on PGlite, anything pg-boss sent on its own connection meanwhile would wait
 * for the transaction's lock until Prisma's time-out.
 */
export async function enqueue<Q extends QueueName>(
  boss: PgBoss,
  tx: Prisma.TransactionClient,
  queue: Q,
  data: JobData[Q],
  options: Omit<SendOptions, "db"> = {},
): Promise<string> {
  const id = await boss.send(queue, data, { ...options, db: fromPrisma(tx) });
  if (!id) throw new Error(`[jobs] ${queue}: pg-boss refused the job (${JSON.stringify(data)})`);
  return id;
}
