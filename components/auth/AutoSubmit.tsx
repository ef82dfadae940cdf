"use client";

import type { ReactNode } from "react";
import { useSubmitOnce } from "@/components/ui/submit-once";

/** A form that submits itself once in the browser (its button stays for people without JavaScript). */
export function AutoSubmitForm({ action, children }: { action: (fd: FormData) => Promise<void>; children: ReactNode }) {
  const ref = useSubmitOnce();
  return <form ref={ref} action={action}>{children}</form>;
}
