"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import type { IconName } from "@/components/ui/icons";
import type { Marks } from "./marks-state";

type Control = "like" | "love" | "favorite";

const CONTROLS: { control: Control; icon: IconName; on: string }[] = [
  { control: "like", icon: "thumbs-up", on: "text-brand [&_svg]:fill-brand/20" },
  { control: "love", icon: "heart", on: "text-danger [&_svg]:fill-current" },
  { control: "favorite", icon: "star", on: "text-warning [&_svg]:fill-current" },
];

/** Like, love and the favourite star of one photo: toggle buttons (aria-pressed), the state shown at once. */
export function MarkButtons({ number, marks, onPress, size = "sm" }: { number: number; marks: Marks; onPress: (control: Control) => void; size?: "sm" | "md" }) {
  const t = useTranslations("GalleryActions.marks");
  const pressed: Record<Control, boolean> = { like: marks.likedStatus === "LIKED", love: marks.likedStatus === "LOVED", favorite: marks.isFavorite };
  return (
    <div role="group" aria-label={t("group", { number })} className="flex items-center gap-0.5">
      {CONTROLS.map(({ control, icon, on }) => (
        <Button
          key={control}
          variant="ghost"
          size={size}
          iconOnly={icon}
          aria-pressed={pressed[control]}
          title={control === "favorite" ? t("favoriteHint") : t(control)}
          data-mark={control}
          onClick={(event) => {
            event.stopPropagation();
            onPress(control);
          }}
          className={cx(pressed[control] ? on : "text-ink-soft")}
        >
          {t(control)}
        </Button>
      ))}
    </div>
  );
}
