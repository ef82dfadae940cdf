"use client";
// One small form posting one team lead action (lib/teams/member-actions.ts): hidden fields, a button,
// the refusal in the lead's language (TeamMembers.errors, else TeamLead.errors), and a refresh of the
// page's server data once it worked (with `done` said, when the row stays and nothing else shows it).
import { useLocale } from "next-intl";
import { type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-styles";
import { useActionMessage } from "@/components/ui/form-alert";
import type { FormAction } from "@/lib/http/action";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";

export const MEMBER_MESSAGE_NAMESPACES = ["TeamMembers", "TeamLead"] as const;

export function ActionForm({ action, fields, label, variant = "secondary", testId, done, namespaces = MEMBER_MESSAGE_NAMESPACES, children }: {
  action: FormAction;
  fields: Record<string, string>;
  label: string;
  variant?: ButtonVariant;
  testId?: string;
  /** Said once the action worked (a reminder leaves the list as it was: the lead needs to see it went out). */
  done?: string;
  /** Where its refusals' messages are (`<namespace>.errors.<CODE>`, in order); the members pages' by default. */
  namespaces?: readonly string[];
  /** Fields shown before the button (a select, say). */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const message = useActionMessage(...namespaces);
  const { state, run, pending } = useRefreshingAction(action);
  return (
    <form action={run} className="inline-flex flex-col gap-1" data-testid={testId}>
      <span className="inline-flex items-center gap-2">
        {/* The language of any email the action sends (a reminder). */}
        <input type="hidden" name="locale" value={locale} />
        {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        {children}
        <Button type="submit" size="sm" variant={variant} loading={pending}>{label}</Button>
      </span>
      {state.error && <span role="alert" className="max-w-xs text-xs text-danger">{message(state.error, state.errorValues)}</span>}
      {state.ok && done && <span role="status" className="max-w-xs text-xs text-success">{done}</span>}
    </form>
  );
}
