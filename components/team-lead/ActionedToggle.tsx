"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";
import { setActionedAction } from "@/lib/teams/results/actions";

/** Marks a finished shoot as actioned, or takes the mark back (works without JavaScript too). */
export function ActionedToggle({ shootId, actioned, locale, label, note }: { shootId: string; actioned: boolean; locale: string; label: string; note?: string }) {
  const [state, submit, pending] = useActionState<ActionState, FormData>(setActionedAction, {});
  const message = useActionMessage("TeamResults", "TeamLead");
  return (
    <form action={submit} className="flex flex-col items-start gap-1" data-testid="actioned-toggle">
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="actioned" value={actioned ? "0" : "1"} />
      <input type="hidden" name="locale" value={locale} />
      {note && <span className="text-xs text-ink-soft">{note}</span>}
      <Button type="submit" size="sm" variant={actioned ? "ghost" : "secondary"} iconLeft={actioned ? undefined : "check"} loading={pending}>
        {label}
      </Button>
      {state.error && <span role="alert" className="text-xs text-danger">{message(state.error, state.errorValues)}</span>}
    </form>
  );
}
