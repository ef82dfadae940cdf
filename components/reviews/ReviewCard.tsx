import type { ReactNode } from "react";
import { StaticImage } from "@/components/ui/static-image";
import { StarRating } from "./StarRating";

export type ReviewCardProps = {
  name: string;
  /** "Product Manager, Helix Analytics": the title and company as the page joins them. */
  role: string | null;
  rating: number;
  ratingLabel: string;
  body: string;
  /** The language the review is written in (its own lang attribute). */
  lang: string;
  /** "Written in German", shown when it differs from the page's language. */
  languageNote?: ReactNode;
  /** The photo's public address (lib/marketing/review-avatars.ts reviewAvatarPath), if it has one. */
  avatarSrc?: string | null;
};

/** One published review or testimonial, as written (plain text, never HTML). */
export function ReviewCard({ name, role, rating, ratingLabel, body, lang, languageNote, avatarSrc }: ReviewCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-paper p-6 shadow-sm" data-testid="review">
      <StarRating rating={rating} label={ratingLabel} />
      <blockquote lang={lang} className="mt-4 flex-1 text-ink">
        <p>{body}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 text-sm">
        {avatarSrc && <StaticImage src={avatarSrc} alt="" width={48} height={48} unoptimized className="size-12 shrink-0 rounded-full object-cover" />}
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          {role && <span className="block text-ink-soft">{role}</span>}
          {languageNote && <span className="mt-1 block text-xs text-ink-soft">{languageNote}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
