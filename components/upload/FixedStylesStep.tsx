"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { StylePreview } from "@/components/styles/StylePreview";
import { Button } from "@/components/ui/button";
import type { StyleCatalogue } from "@/lib/catalog/styles";
import type { ActionState } from "@/lib/http/action";
import { stylesAction } from "@/lib/shoots/actions";
import { FormErrors } from "./FormErrors";

/**
 * The styles step of a team that uses fixed combos: the member sees the styles their team lead chose
 * and continues; there is nothing to pick (the server saves the combos whatever is posted).
 */
export function FixedStylesStep({ shootId, catalogue }: { shootId: string; catalogue: StyleCatalogue }) {
  const t = useTranslations("TeamStyle.member");
  const locale = useLocale();
  const [state, action, pending] = useActionState<ActionState, FormData>(stylesAction, {});
  return (
    <form action={action} className="flex flex-col gap-6" data-testid="fixed-styles">
      <input type="hidden" name="shootId" value={shootId} />
      <input type="hidden" name="locale" value={locale} />
      <FormErrors state={state} />
      <div>
        <h2 className="text-lg font-semibold text-ink">{t("fixedTitle")}</h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-soft">{t("fixedLead", { count: catalogue.styles.length })}</p>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="style-grid">
        {catalogue.styles.map((s, i) => (
          <li key={s.slug} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-paper" data-style={s.slug}>
            <StylePreview style={s} eager={i < 4} />
            <span className="block p-3">
              <span className="block text-sm font-semibold text-ink">{s.name}</span>
              <span className="mt-0.5 block text-xs text-ink-soft">{s.about}</span>
            </span>
          </li>
        ))}
      </ul>
      <Button type="submit" loading={pending} disabled={catalogue.styles.length === 0} className="self-start">{t("continue")}</Button>
    </form>
  );
}
