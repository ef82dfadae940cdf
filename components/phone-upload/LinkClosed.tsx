import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";

export type ClosedReason = "unknown" | "expired" | "revoked" | "submitted";

/** A phone upload link that opens nothing (any more): what happened and what to do, calmly. */
export function LinkClosed({ reason, title, body }: { reason: ClosedReason; title: string; body: string }) {
  return (
    <div className="grid min-h-[60dvh] place-items-center py-10">
      <div className="text-center" data-testid="phone-upload-closed" data-reason={reason}>
        <Icon name={reason === "unknown" ? "alert-circle" : "lock"} size={36} className="mx-auto text-ink-soft" />
        <Heading level={1} size="2xl" className="mt-4">{title}</Heading>
        <p className="mt-3 text-ink-soft">{body}</p>
      </div>
    </div>
  );
}
