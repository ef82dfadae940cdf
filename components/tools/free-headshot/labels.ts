// The strings the free headshot generator's islands show, built by its pages from the
// ToolFreeHeadshot namespace (./page-labels.ts): the islands carry no translation runtime. A string
// with a `{name}` placeholder is filled in by the island (the value is only known in the browser).
import type { FreeBackdrop, FreeFraming, FreeGender } from "@/lib/tools/free-headshot/contract";

export type FreeStepKey = "start" | "gender" | "edit" | "review";

export type FreeCommonLabels = {
  progress: { label: string; /** "Step {n} of {total}" */ step: string; steps: Record<FreeStepKey, string> };
  continue: string;
  back: string;
  errors: { generic: string; network: string; limitOffer: string };
  /** The offer's link text on a refusal for the day's limit. */
  offerButton: string;
};

export type FreeStartLabels = {
  title: string;
  lead: string;
  camera: string;
  choose: string;
  /** "Chosen: {name}" */
  chosen: string;
  previewAlt: string;
  formats: string;
  consent: string;
  privacyLink: string;
  submit: string;
  sending: string;
  errors: { noPhoto: string; consent: string; tooLarge: string; notImage: string };
  refused: string;
  tipsTitle: string;
  tips: string[];
  resume: { title: string; text: string; continue: string; result: string; resultText: string; startOver: string };
  expired: string;
};

export type FreeGenderLabels = { title: string; lead: string; legend: string; options: Record<FreeGender, string>; required: string };

export type FreeEditLabels = {
  title: string;
  lead: string;
  backdrop: string;
  framing: string;
  backdrops: Record<FreeBackdrop, string>;
  framings: Record<FreeFraming, { name: string; hint: string }>;
  required: string;
};

export type FreeReviewLabels = {
  title: string;
  lead: string;
  photo: string;
  photoValue: string;
  gender: string;
  backdrop: string;
  framing: string;
  change: string;
  /** "Change {what}" (the link's accessible name) */
  changeWhat: string;
  limit: string;
  submit: string;
  sending: string;
  expired: string;
  recaptchaFailed: string;
  genders: Record<FreeGender, string>;
  backdrops: Record<FreeBackdrop, string>;
  framings: Record<FreeFraming, string>;
};

export type FreeResultLabels = {
  title: string;
  waiting: string;
  waitingHint: string;
  doneStatus: string;
  alt: string;
  download: string;
  /** "Available until {time}. …" */
  expires: string;
  failed: string;
  failedHint: string;
  tryAnother: string;
  notSubmitted: string;
  toReview: string;
  expired: string;
  startNew: string;
  offer: { title: string; text: string; button: string };
};
