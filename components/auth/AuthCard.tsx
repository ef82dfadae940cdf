import type { ReactNode } from "react";
import { Heading } from "@/components/ui/heading";

export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Heading level={1} size="2xl">{title}</Heading>
        {intro && <p className="text-ink-soft">{intro}</p>}
      </div>
      {children}
      {footer && <div className="border-t border-line pt-4 text-sm text-ink-soft">{footer}</div>}
    </div>
  );
}
