"use client";

import { useEffect, useRef } from "react";
import { rememberInviteAction } from "@/app/[locale]/(site)/invite/[[...id]]/actions";

/** Remembers the invite code as soon as the landing is seen (pages cannot set cookies themselves). */
export function RememberInvite({ code }: { code: string }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    rememberInviteAction(code).catch(() => {
      // The buttons remember it too; a failed background call loses nothing.
    });
  }, [code]);
  return null;
}
