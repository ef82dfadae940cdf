import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { StudioEditor } from "@/components/studio/StudioEditor";
import { ButtonLink } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { getStorage } from "@/lib/storage";
import { activeEngineInfo } from "@/lib/shoots/active-engine";
import { editorChoices, editorGender } from "@/lib/studio/catalogue";
import { optionAvailability } from "@/lib/studio/engine";
import { StudioError } from "@/lib/studio/errors";
import { buyCreditsPath } from "@/lib/studio/options";
import { editorSizes } from "@/lib/studio/sizes";
import { readStudioResult } from "@/lib/studio/versions";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "Studio" });
  return pageMetadata({ path: `/studio/${encodeURIComponent(id)}`, locale, title: t("editorMetaTitle"), index: false });
}

/** /studio/{id} (a result id, any version): the editor of one headshot. Anyone else's, or one not ready: 404. */
export default async function StudioEditorPage({ params }: Props) {
  const { id } = await params;
  const { locale, principal, db } = await openPage(params, "/studio/[id]", (locale) => localizePath(`/studio/${encodeURIComponent(id)}`, locale));
  const initial = await readStudioResult(db, getStorage(), { userId: principal!.userId, resultId: id, locale }).catch((error: unknown) => {
    if (error instanceof StudioError) notFound();
    throw error;
  });
  const [catalogue, engine, gender, sizes, messages, t] = await Promise.all([
    editorChoices(db, locale),
    activeEngineInfo(db),
    editorGender(db, initial.shootId),
    editorSizes(db, initial.shootId),
    getMessages(),
    getTranslations("Studio"),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <ButtonLink href="/studio" variant="link" iconLeft="chevron-left" className="self-start">{t("editor.back")}</ButtonLink>
        <Heading level={1} size="2xl">{t("editor.title")}</Heading>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Studio"])}>
        <StudioEditor
          initial={initial}
          openedId={id}
          catalogue={catalogue}
          availability={optionAvailability(engine)}
          gender={gender}
          sizes={sizes}
          buyCreditsPath={buyCreditsPath(initial.shootId)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
