// The webhook settings' refusals: messages are TeamWebhooks.errors.<CODE> in the three languages.
import "server-only";
import { CodedError } from "@/lib/http/errors";

export const WEBHOOK_ERROR_STATUS = {
  /** Rotate or test before any URL was saved. */
  NO_ENDPOINT: 409,
  /** A platform admin switched the organisation's API (and with it its webhooks) off. */
  API_DISABLED: 403,
  /** Too many test events in a short time ("webhook-test.organization"; value `minutes`). */
  RATE_LIMITED: 429,
} as const;

export type WebhookErrorCode = keyof typeof WEBHOOK_ERROR_STATUS;

export class WebhookError extends CodedError<WebhookErrorCode> {
  constructor(code: WebhookErrorCode, values: { minutes?: number } = {}) {
    super("TeamWebhooks", code, WEBHOOK_ERROR_STATUS[code], values);
  }
}
