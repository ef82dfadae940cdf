import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";

export type UploadItemState = "queued" | "uploading" | "checking" | "accepted" | "rejected" | "failed";

/**
 * Where one uploaded photo stands, on the desktop photos step and on the phone: a progress bar while
 * it travels and is checked, then the gate's verdict with its messages (reasons first, then warnings).
 */
export function UploadItemStatus({
  status,
  progress,
  progressLabel,
  statusLabel,
  messages,
  error,
  messagesTestId,
}: {
  status: UploadItemState;
  progress: number;
  progressLabel: string;
  /** The localised name of a status (`status.{status}` in the page's namespace). */
  statusLabel: (status: UploadItemState) => string;
  messages: string[];
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
      {status === "accepted" && <Badge variant="success" className="self-start">{statusLabel("accepted")}</Badge>}
      {status === "rejected" && <Badge variant="danger" className="self-start">{statusLabel("rejected")}</Badge>}
      {status === "failed" && <Badge variant="danger" className="self-start">{statusLabel("failed")}</Badge>}
      {messages.length > 0 && (
        <ul className={cx("text-xs", status === "rejected" ? "text-danger" : "text-ink-soft")} data-testid={messagesTestId}>
          {messages.map((m) => <li key={m}>{m}</li>)}
        </ul>
      )}
      {error && <p className="text-xs text-danger" role="alert">{error}</p>}
    </>
  );
}
