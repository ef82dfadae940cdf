import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { Heading } from "@/components/ui/heading";
import { PhotoUploader } from "@/components/upload/PhotoUploader";
import { StepNav } from "@/components/upload/StepNav";
import { VisitStep } from "@/components/upload/VisitStep";
import { openPage } from "@/lib/http/page";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { fullBodyRequirement } from "@/lib/shoots/full-body";
import { listPhotos } from "@/lib/shoots/photos";
import { getStorage } from "@/lib/storage";
import { loadStep, stepPath } from "../load";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Upload.photos" });
  return pageMetadata({ path: "/app/upload/photos", locale, title: t("title"), index: false });
}

export default async function PhotosStep({ params, searchParams }: Props) {
  const page = await openPage(params, "/app/upload/photos");
  const { userId, state } = await loadStep(page, "photos", searchParam(await searchParams, "shoot"));
  const [t, listed, messages, fullBody, tf] = await Promise.all([
    getTranslations("Upload.photos"),
    listPhotos(page.db, getStorage(), { userId, shootId: state.shoot.id, locale: page.locale }),
    getMessages(),
    fullBodyRequirement(page.db, state.shoot.id),
    getTranslations("TeamSettings.fullBody"),
  ]);
  return (
    <div>
      <VisitStep shootId={state.shoot.id} step="photos" />
      <StepNav current="photos" done={state.done} shootId={state.shoot.id} />
      <Heading level={1}>{t("title")}</Heading>
      <p className="mt-2 mb-8 max-w-2xl text-ink-soft">{t("lead", { min: state.photos.min, max: state.photos.max })}</p>
      {/* The organisation requires full-body photos (its headshots settings): the rule and the count so far. */}
      {fullBody.required && (
        <div className="mb-8 max-w-2xl" data-testid="full-body-requirement">
          <Alert variant="info">
            <p className="font-medium">{tf("title", { min: fullBody.min })}</p>
            <p className="mt-1 text-sm">{tf("hint")}</p>
            <p className="mt-1 text-sm" data-count={fullBody.count}>{tf("count", { count: fullBody.count, min: fullBody.min })}</p>
          </Alert>
        </div>
      )}
      {/* The uploader's "Use your phone" panel reads PhoneUpload as well as Upload. */}
      <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, "Upload", "PhoneUpload"])}>
        <PhotoUploader
          shootId={state.shoot.id}
          initialPhotos={listed.photos}
          initialCounts={{ ...listed.counts, min: state.photos.min, max: state.photos.max }}
          nextHref={stepPath("select-style", state.shoot.id)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
