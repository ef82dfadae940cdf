import { Alert } from "@/components/ui/alert";
import { useActionMessage } from "@/components/ui/form-alert";
import type { ActionState } from "@/lib/http/action";

/**
 * A step's refusal, and the problems of the `fields` listed (the confirm step's boxes), each on its own
 * line, announced to screen readers. Keys are the upload flow's own (Upload.errors.*), else shoot codes
 * (Shoots.errors.*; a team's consistency codes, TeamStyle.errors.*), else the shared Errors.form.*.
 */
export function FormErrors({ state, fields = [], title }: { state: ActionState; fields?: readonly string[]; title?: string }) {
  const message = useActionMessage("Upload", "Shoots", "TeamStyle");
  const errors = [
    ...(state.error ? [message(state.error, state.errorValues)] : []),
    ...fields.flatMap((field) => (state.fieldErrors?.[field] ? [message(state.fieldErrors[field])] : [])),
  ];
  if (!errors.length) return null;
  return (
    <Alert variant="danger" title={title} role="alert">
      {errors.length === 1 ? errors[0] : (
        <ul className="list-disc pl-5">
          {errors.map((e) => <li key={e}>{e}</li>)}
        </ul>
      )}
    </Alert>
  );
}
