"use client";

import { useId, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useActionMessage } from "@/components/ui/form-alert";
import { Heading } from "@/components/ui/heading";
import { Modal } from "@/components/ui/modal";
import { formDataOf } from "@/lib/http/form-data";
import { createLinkAction, revokeLinkAction } from "@/lib/sharing/actions";

type Link = { url: string | null } | null;

/** One of the shoot's two links (share or vote): make it, copy it, revoke it. */
export function LinkPanel({ shootId, kind, initial }: { shootId: string; kind: "share" | "vote"; initial: Link }) {
  const t = useTranslations("VotingResults");
  const locale = useLocale();
  const message = useActionMessage("VotingResults");
  const titleId = useId();
  const [link, setLink] = useState<Link>(initial);
  const [notice, setNotice] = useState<{ variant: "danger" | "success"; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  const run = (work: () => Promise<void>) =>
    startTransition(async () => {
      setNotice(null);
      try {
        await work();
      } catch {
        setNotice({ variant: "danger", text: t("errors.generic") });
      }
    });

  const create = () =>
    run(async () => {
      const outcome = await createLinkAction({}, formDataOf({ shootId, kind, locale }));
      if (outcome.ok) setLink({ url: outcome.detail ?? null });
      else setNotice({ variant: "danger", text: message(outcome.error ?? "generic", outcome.errorValues) });
    });

  const revoke = () =>
    run(async () => {
      setConfirming(false);
      const outcome = await revokeLinkAction({}, formDataOf({ shootId, kind }));
      if (outcome.ok) {
        setLink(null);
        setNotice({ variant: "success", text: t("link.revoked") });
      } else setNotice({ variant: "danger", text: message(outcome.error ?? "generic", outcome.errorValues) });
    });

  return (
    <section aria-labelledby={titleId} data-testid={`${kind}-link`} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-paper p-5">
      <Heading level={3} size="md" id={titleId}>{t(`${kind}.title`)}</Heading>
      <p className="text-sm text-ink-soft">{t(`${kind}.body`)}</p>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {link?.url ? (
        <>
          <input
            readOnly
            value={link.url}
            aria-label={t("link.label", { kind: t(`${kind}.title`) })}
            onFocus={(e) => e.currentTarget.select()}
            data-testid={`${kind}-link-url`}
            className="w-full rounded-md border border-line bg-mist px-3 py-2 font-mono text-sm text-ink"
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton value={link.url} label={t("link.copy")} variant="primary" />
            <Button variant="secondary" iconLeft="trash" onClick={() => setConfirming(true)} loading={pending}>{t("link.revoke")}</Button>
          </div>
        </>
      ) : link ? (
        <>
          <p className="text-sm text-ink-soft">{t("link.unreadable")}</p>
          <Button onClick={create} loading={pending} className="self-start">{t("link.replace")}</Button>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t("link.none")}</p>
          <Button iconLeft={kind === "share" ? "share" : "thumbs-up"} onClick={create} loading={pending} className="self-start">{t("link.create")}</Button>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("confirmRevoke.title")}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>{t("confirmRevoke.cancel")}</Button>
            <Button variant="danger" onClick={revoke} loading={pending}>{t("confirmRevoke.confirm")}</Button>
          </>
        }
      >
        <p className="text-sm text-ink-soft">{t("confirmRevoke.body")}</p>
      </Modal>
    </section>
  );
}
