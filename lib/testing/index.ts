// Everything tests build on, in one place: the data factories (fixtures.ts) and the harnesses around
// them. A test imports from "@/lib/testing". Code that runs outside Vitest (scripts, the demo seed, the
// browser tests) imports the one module it needs, since upsell.ts brings Vitest's hooks and most of the
// others load lib/env.
export * from "./auth";
export * from "./db";
export * from "./email";
export * from "./engine";
export * from "./fixtures";
export * from "./gallery";
export * from "./http";
export * from "./pdf";
export * from "./photos";
export * from "./stripe";
export * from "./upsell";
export * from "./zip";
