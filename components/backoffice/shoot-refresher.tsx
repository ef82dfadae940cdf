"use client";
// Reads the page again every few seconds while a shoot is being worked on, so an admin who retried it
// sees it move through the states to ACTIVE (or FAILED) without reloading.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function ShootRefresher({ active, everyMs = 3000 }: { active: boolean; everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs, router]);
  return null;
}
