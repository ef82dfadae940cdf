import { redirect } from "next/navigation";
import { openPage } from "@/lib/http/page";
import { localizePath } from "@/lib/i18n/config";
import { searchParam } from "@/lib/i18n/page";
import { getUploadState } from "@/lib/shoots/onboarding";
import { stepPath } from "./load";

/** /app/upload resumes the flow at the first step not done yet. */
export default async function UploadIndex({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, principal, db } = await openPage(params, "/app/upload");
  const state = await getUploadState(db, principal!.userId, searchParam(await searchParams, "shoot") || null);
  if (!state) redirect(localizePath("/app/add", locale));
  if (state.nextStep === "results") redirect(localizePath(`/app/results/${state.shoot.id}`, locale));
  redirect(localizePath(stepPath(state.nextStep, state.shoot.id), locale));
}
