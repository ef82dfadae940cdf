"use client";

import { useEffect, useRef } from "react";
import { Button, fireConfetti } from "@/components/ui";

/** Fires the celebration; a second click restarts it, leaving the page stops it. */
export function ConfettiDemo({ label }: { label: string }) {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return (
    <Button
      iconLeft="sparkles"
      onClick={() => {
        stop.current?.();
        stop.current = fireConfetti();
      }}
    >
      {label}
    </Button>
  );
}
