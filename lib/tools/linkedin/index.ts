// Free LinkedIn headline, About section and profile generators: templates, not a chat model; pure
// functions that run in the browser (nothing is sent anywhere).
export * from "./types";
export { headlines, bios, experiences, profile } from "./generate";
export { validateInput, linkedInInputSchema, type ErrorKey, type Field, type ValidationResult } from "./validate";
export { TEMPLATES } from "./templates";
