"use client";

import { useEffect, useRef } from "react";
import { formDataOf } from "@/lib/http/form-data";
import { rememberInviteAction } from "@/lib/referrals/actions";

/** Remembers the invite code as soon as the landing is seen (pages cannot set cookies themselves). */
export function RememberInvite({ code }: { code: string }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    rememberInviteAction({}, formDataOf({ code })).catch(() => {
      // The buttons remember it too; a failed background call loses nothing.
    });
  }, [code]);
  return null;
}
