"use client";

import { useEffect } from "react";
import { useOnboarding, type OnboardingStep } from "@/stores/onboarding";

/** Records the step in the onboarding store (for the "continue where you left off" links). */
export function VisitStep({ shootId, step }: { shootId: string; step: OnboardingStep }) {
  const visit = useOnboarding((s) => s.visit);
  useEffect(() => visit(shootId, step), [visit, shootId, step]);
  return null;
}
