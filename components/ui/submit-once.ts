"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * A ref for a form that submits itself once, as soon as it runs in a browser: emailed one-time links
 * are spent by this POST, so mail scanners that merely fetch the page change nothing. Keep a submit
 * button in the form for people without JavaScript.
 */
export function useSubmitOnce(): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    ref.current?.requestSubmit();
  }, []);
  return ref;
}
