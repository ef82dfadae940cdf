"use client";

import { useSearchParams } from "next/navigation";
import { Alert } from "@/components/ui/alert";

/** Shows a success note when the page was opened with ?notice={value} (e.g. after deleting the account). */
export function NoticeFromQuery({ value, title, body }: { value: string; title: string; body: string }) {
  const notice = useSearchParams().get("notice");
  if (notice !== value) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6" data-testid={`notice-${value}`}>
      <Alert variant="success" title={title} dismissible>{body}</Alert>
    </div>
  );
}
