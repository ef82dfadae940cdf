"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, Modal } from "@/components/ui";

const GUIDELINES = ["light", "variety", "face", "alone", "recent", "noFilters"] as const;

/** One live modal per kind; each keeps its own open state. */
export function ModalDemo({ kind }: { kind: "basic" | "confirm" | "long" }) {
  const t = useTranslations("DesignSystem.modal");
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const close = () => setOpen(false);
  const finish = (message: string) => {
    setResult(message);
    setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button variant={kind === "confirm" ? "danger" : kind === "long" ? "secondary" : "primary"} onClick={() => setOpen(true)}>
        {t(`${kind}.open`)}
      </Button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {result}
      </p>

      {kind === "basic" && (
        <Modal
          open={open}
          onClose={close}
          title={t("basic.heading")}
          description={t("basic.subheading")}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                {t("cancel")}
              </Button>
              <Button onClick={() => finish(t("basic.done"))}>{t("basic.confirm")}</Button>
            </>
          }
        >
          <p>{t("basic.body")}</p>
        </Modal>
      )}

      {kind === "confirm" && (
        <Modal
          open={open}
          onClose={close}
          size="sm"
          title={t("confirm.heading")}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                {t("cancel")}
              </Button>
              <Button variant="danger" onClick={() => finish(t("confirm.done"))}>
                {t("confirm.confirm")}
              </Button>
            </>
          }
        >
          <p>{t("confirm.body")}</p>
        </Modal>
      )}

      {kind === "long" && (
        <Modal open={open} onClose={close} size="lg" title={t("long.heading")} footer={<Button onClick={close}>{t("long.confirm")}</Button>}>
          <div className="space-y-5">
            {GUIDELINES.map((key) => (
              <section key={key}>
                <h3 className="font-semibold text-ink">{t(`long.items.${key}.title`)}</h3>
                <p className="mt-1">{t(`long.items.${key}.body`)}</p>
              </section>
            ))}
          </div>
        </Modal>
      )}
    </div>
  );
}
