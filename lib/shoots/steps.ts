import "server-only";
import type { UploadStep } from "./onboarding";

/** The address (without locale) of an upload step, or of the waiting page, for one shoot. */
export const stepPath = (step: Exclude<UploadStep, "results">, shootId: string) => `/app/upload/${step}?shoot=${encodeURIComponent(shootId)}`;
