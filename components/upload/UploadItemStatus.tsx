import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";

export type UploadItemState = "queued" | "uploading" | "checking" | "accepted" | "rejected" | "failed";

/**
 * A judged photo's messages in the order to show them: every reason (the gate sends them most
 * important first, lib/engine/quality.ts REASON_CODES), then every warning; a code without a
 * message shows as itself.
 */
export function verdictMessages(photo: { reasons: readonly string[]; warnings: readonly string[]; messages: Record<string, string> } | undefined): string[] {
  return photo ? [...photo.reasons, ...photo.warnings].map((code) => photo.messages[code] ?? code) : [];
}

/**
 * Where one uploaded photo stands, on the desktop photos step and on the phone: a progress bar while
 * it travels and is checked, then the gate's verdict with its score and messages (reasons first, then warnings).
 */
export function UploadItemStatus({
  status,
  progress,
  progressLabel,
  statusLabel,
  messages,
  score,
  error,
  messagesTestId,
}: {
  status: UploadItemState;
  progress: number;
  progressLabel: string;
  /** The localised name of a status (`status.{status}` in the page's namespace). */
  statusLabel: (status: UploadItemState) => string;
  messages: string[];
  /** The gate's 0-100 score and its words ("Quality score 86/100"), shown beside the verdict. */
  score?: { value: number; label: string } | null;
  error?: string;
  messagesTestId: string;
}) {
  const working = status === "queued" || status === "uploading" || status === "checking";
  const percent = Math.round(progress * 100);
  return (
    <>
      {working && (
        <>
          <div className="h-1.5 overflow-hidden rounded-full bg-mist" role="progressbar" aria-label={progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-ink-soft">{statusLabel(status)}</p>
        </>
      )}
      {!working && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {status === "accepted" && <Badge variant="success">{statusLabel("accepted")}</Badge>}
          {status === "rejected" && <Badge variant="danger">{statusLabel("rejected")}</Badge>}
          {status === "failed" && <Badge variant="danger">{statusLabel("failed")}</Badge>}
          {score && (status === "accepted" || status === "rejected") && (
            <span className={cx("text-xs font-medium tabular-nums", status === "rejected" ? "text-danger" : "text-ink-soft")} data-testid="photo-score" data-score={score.value}>
              {score.label}
            </span>
          )}
        </div>
      )}
      {messages.length > 0 && (
        <ul className={cx("text-xs break-words", status === "rejected" ? "text-danger" : "text-ink-soft")} data-testid={messagesTestId}>
          {messages.map((m) => <li key={m}>{m}</li>)}
        </ul>
      )}
      {error && <p className="text-xs break-words text-danger" role="alert">{error}</p>}
    </>
  );
}
