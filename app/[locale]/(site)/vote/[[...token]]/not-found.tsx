import { getTranslations } from "next-intl/server";
import { LinkNotice } from "@/components/sharing/LinkNotice";

/** A voting link we never made (or mistyped): a 404, with the voting page's own advice. */
export default async function UnknownVoteLink() {
  const t = await getTranslations("Vote.unknown");
  return <LinkNotice testId="vote-unknown" title={t("title")} body={t("body")} />;
}
