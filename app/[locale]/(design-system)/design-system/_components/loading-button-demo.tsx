"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui";

const DEMO_WORK_MS = 2000;

/** A button that pretends to save for two seconds, to show the loading state live. */
export function LoadingButtonDemo({ label }: { label: string }) {
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Button
      loading={loading}
      iconLeft="check"
      onClick={() => {
        setLoading(true);
        timer.current = setTimeout(() => setLoading(false), DEMO_WORK_MS);
      }}
    >
      {label}
    </Button>
  );
}
