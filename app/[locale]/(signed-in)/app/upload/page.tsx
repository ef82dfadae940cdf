import { redirect } from "next/navigation";
import { guardPage } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { localizePath } from "@/lib/i18n/config";
import { pageLocale, searchParam } from "@/lib/i18n/page";
import { getUploadState } from "@/lib/shoots/onboarding";
import { stepPath } from "./load";

/** /app/upload resumes the flow at the first step not done yet. */
export default async function UploadIndex({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale(params);
  const principal = (await guardPage("/app/upload", locale))!;
  const state = await getUploadState(await prisma(), principal.userId, searchParam(await searchParams, "shoot") || null);
  if (!state) redirect(localizePath("/app/add", locale));
  if (state.nextStep === "results") redirect(localizePath(`/app/results/${state.shoot.id}`, locale));
  redirect(localizePath(stepPath(state.nextStep, state.shoot.id), locale));
}
