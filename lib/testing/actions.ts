// Running a server action as a form post does: the fields as FormData (a list is one entry per value, a
// File is an upload), and the redirect Next throws from inside an action as `{ redirect: url }`.
import type { ActionState, FormAction } from "@/lib/http/action";

export type FormAnswer = ActionState | { redirect: string };

export async function submitForm(run: FormAction, fields: Record<string, string | File | (string | File)[]>): Promise<FormAnswer> {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) fd.append(key, one);
  try {
    return await run({}, fd);
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT")) return { redirect: digest.split(";")[2]! };
    throw e;
  }
}
