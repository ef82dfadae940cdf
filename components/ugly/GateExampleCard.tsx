import { StaticImage as Image } from "@/components/ui/static-image";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

export type GateExampleCardProps = {
  src: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  badge: { label: string; variant: BadgeVariant };
  /** The gate's own messages for this photo (Engine.reasons / Engine.warnings). */
  messages: string[];
  /** "Score 35 of 100 · Photo of 512 × 600 pixels". */
  details: string;
  /** The reason codes, for tests and tooling. */
  codes: string[];
};

/** One example photo with the verdict the quality gate gave it. */
export function GateExampleCard({ src, width, height, alt, title, badge, messages, details, codes }: GateExampleCardProps) {
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-paper" data-testid="gate-example" data-codes={codes.join(" ")}>
      <div className="flex aspect-square items-center justify-center bg-mist">
        <Image
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
          className="max-h-full w-auto object-contain"
        />
      </div>
      <figcaption className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-ink">{title}</span>
          <Badge variant={badge.variant} size="sm">{badge.label}</Badge>
        </div>
        {messages.map((m) => (
          <p key={m} className="text-sm text-ink">{m}</p>
        ))}
        <p className="mt-auto text-xs text-ink-soft">{details}</p>
      </figcaption>
    </figure>
  );
}
