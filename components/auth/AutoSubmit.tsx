"use client";

import { useEffect, useRef, type ReactNode } from "react";

/** A form that submits itself once in the browser (its button stays for people without JavaScript). */
export function AutoSubmitForm({ action, children }: { action: (fd: FormData) => Promise<void>; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    ref.current?.requestSubmit();
  }, []);
  return <form ref={ref} action={action}>{children}</form>;
}
