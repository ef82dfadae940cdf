// Background jobs: pg-boss on the app database (PGlite or PostgreSQL).
import "server-only";
export { QUEUES, QUEUE_DEFINITIONS, SHOOT_RETRY, SHOOT_HEARTBEAT_SECONDS, shootExpirySeconds, type QueueName, type JobData } from "./queues";
export { createBoss, getBoss, closeBoss, type BossTarget, type CreateBossOptions } from "./boss";
export { enqueue } from "./enqueue";
export { createHandlers, type HandlerRegistry, type JobHandler, type JobContext } from "./handlers";
export { runWorker, startWorker, stopWorker, WORKER_STOP_TIMEOUT_MS, type RunWorkerOptions, type RunningWorker } from "./worker";
