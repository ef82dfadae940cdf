import { extendTailwindMerge } from "tailwind-merge";

// Teach tailwind-merge our own theme names (app/globals.css) so they merge like built-in ones.
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ["card"] } },
});

/** Joins class names, skipping empty values; when two classes set the same thing, the later wins,
 * so a `className` passed to a component overrides its defaults. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return twMerge(parts.filter(Boolean).join(" "));
}
