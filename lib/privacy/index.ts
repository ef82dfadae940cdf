// Privacy: forgetting what the product promises to forget (uploaded photos after the retention
// period, whole shoots of organisations that ask for it, spent tokens), run by the scheduled
// "privacy-sweep" job (lib/jobs).
import "server-only";
export { runPrivacySweep, runPrivacySweepPass, PRIVACY_SWEEP, PRIVACY_AUDIT_ACTION, type SweepCounts, type SweepPass, type SweepOptions } from "./sweep";
