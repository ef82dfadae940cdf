// A person's headshot order: upload steps, submit, state machine, generation, status.
import "server-only";
export { listShoots, type ShootSummary } from "./list";
export { SHOOT_TRANSITIONS, IN_PROGRESS_STATES, canTransition, transition, ShootTransitionError, type ShootTransitionErrorCode, type TransitionData } from "./states";
export { SHOOT_ERROR_CODES, shootErrorKey, failureGroup, type ShootErrorCode, type ShootProblem, type ShootFailure, type ShootResult, type FailureGroup } from "./errors";
export {
  AGE_RANGES, EYE_COLORS, GENDER_CHOICES, GLASSES_CHOICES, HEADSHOT_FORMATS, personalInfoSchema,
  type PersonalInfo, type PersonalInfoInput, type GenderChoice,
} from "./personal-info";
export { saveConsent, savePersonalInfo, saveStyles, getUploadState, type UploadState, type UploadStep } from "./onboarding";
export { submitShoot, retryShoot, type SubmitShootInput, type QueueDeps } from "./submit";
export { getShootStatus, isSettled, type ShootStatus } from "./status";
export { MAX_MANUAL_RETRIES } from "./parameters";
