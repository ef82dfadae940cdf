import { Alert } from "@/components/ui/alert";

/** The server's refusals of a step, each on its own line, announced to screen readers. */
export function FormErrors({ errors, title }: { errors?: string[]; title?: string }) {
  if (!errors?.length) return null;
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
