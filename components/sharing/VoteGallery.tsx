"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { cx } from "@/components/ui/cx";
import { useActionMessage } from "@/components/ui/form-alert";
import { Icon } from "@/components/ui/icons";
import { formDataOf } from "@/lib/http/form-data";
import { voteAction } from "@/lib/sharing/actions";
import type { SharedPhoto } from "@/lib/sharing/gallery";
import { PhotoWall } from "./PhotoWall";

type Votes = Record<string, 1 | -1>;

/**
 * The voting page's photos, each with thumbs up and down. A vote shows at once and is saved in the
 * background; if saving fails the thumb goes back and the reason is shown. Pressing the pressed thumb
 * again takes the vote back.
 */
export function VoteGallery({ token, photos, initialVotes }: { token: string; photos: SharedPhoto[]; initialVotes: Votes }) {
  const t = useTranslations("Vote");
  const message = useActionMessage("Vote");
  const [votes, setVotes] = useState<Votes>(initialVotes);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  // The latest request per photo wins: an older answer never overwrites a newer click.
  const latest = useRef(new Map<string, number>());

  const vote = async (photo: SharedPhoto, thumb: 1 | -1) => {
    const before = votes[photo.id];
    const value = before === thumb ? 0 : thumb;
    const seq = (latest.current.get(photo.id) ?? 0) + 1;
    latest.current.set(photo.id, seq);
    setError(null);
    setVotes((v) => withVote(v, photo.id, value));
    let failure: string | null = null;
    try {
      const outcome = await voteAction({}, formDataOf({ token, resultId: photo.id, value }));
      if (!outcome.ok) failure = message(outcome.error ?? "generic", outcome.errorValues);
    } catch {
      failure = t("errors.generic");
    }
    if (latest.current.get(photo.id) !== seq) return;
    if (failure) {
      setVotes((v) => withVote(v, photo.id, before ?? 0));
      setError(failure);
    } else {
      setAnnounce(value === 0 ? t("removed") : t("saved"));
    }
  };

  const voted = photos.filter((p) => votes[p.id] !== undefined).length;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft" data-testid="vote-progress">{t("progress", { voted, total: photos.length })}</p>
      {error && <Alert variant="danger" dismissible onDismiss={() => setError(null)}>{error}</Alert>}
      <p className="sr-only" role="status">{announce}</p>
      <PhotoWall
        photos={photos}
        renderActions={(photo) => (
          <span className="flex shrink-0 gap-1" data-testid="vote-buttons">
            <Thumb pressed={votes[photo.id] === 1} label={t("up", { number: photo.number })} icon="thumbs-up" tone="up" onClick={() => vote(photo, 1)} />
            <Thumb pressed={votes[photo.id] === -1} label={t("down", { number: photo.number })} icon="thumbs-down" tone="down" onClick={() => vote(photo, -1)} />
          </span>
        )}
      />
    </div>
  );
}

function withVote(votes: Votes, id: string, value: number): Votes {
  const next = { ...votes };
  if (value === 1 || value === -1) next[id] = value;
  else delete next[id];
  return next;
}

function Thumb({ pressed, label, icon, tone, onClick }: { pressed: boolean; label: string; icon: "thumbs-up" | "thumbs-down"; tone: "up" | "down"; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cx(
        "inline-flex h-9 w-9 items-center justify-center rounded-full border transition-colors",
        pressed
          ? tone === "up" ? "border-success bg-success-soft text-success" : "border-danger bg-danger-soft text-danger"
          : "border-line bg-paper text-ink-soft hover:bg-mist hover:text-ink",
      )}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
