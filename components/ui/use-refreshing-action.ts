"use client";
// A form's action: its state, and the page's data read again once it succeeded (the list
// beside the form shows the change). `values` and `fieldErrors` give back what was typed after a refusal.
import { useRouter } from "next/navigation";
import { useActionState, useEffect } from "react";
import type { ActionState, FormAction } from "@/lib/http/action";

export function useRefreshingAction(action: FormAction) {
  const router = useRouter();
  const [state, run, pending] = useActionState<ActionState, FormData>(action, {});
  useEffect(() => {
    if (state.ok) router.refresh();
  }, [state, router]);
  return { state, run, pending, values: state.ok ? {} : (state.values ?? {}), fieldErrors: state.fieldErrors ?? {} };
}
