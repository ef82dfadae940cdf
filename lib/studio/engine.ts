// What the active engine lets the editor do. Backdrop, photo template, framing, size and quality are
// re-rendered by lib/engine/edit.ts and always work; the options that change the person need the
// engine capability of the same name, and are refused (and greyed out) with the engine's reason.
import "server-only";
import { describeCapabilities } from "@/lib/engine/registry";
import type { EngineInfo } from "@/lib/shoots/active-engine";
import { StudioError } from "./errors";
import { GENERATIVE_OPTIONS, generativeOptionsOf, type EditOptions, type OptionAvailability } from "./options";

export type { EngineInfo };

/** Each option that changes the person, with whether this engine can do it and, if not, why. */
export function optionAvailability(engine: EngineInfo): OptionAvailability[] {
  const described = describeCapabilities(engine);
  return GENERATIVE_OPTIONS.map((option) => {
    const c = described.find((d) => d.capability === option)!;
    return { option, available: c.available, reason: c.reason };
  });
}

/** UNSUPPORTED_OPTION (with the option and the reason) for the first option the engine cannot do. */
export function assertSupported(engine: EngineInfo, options: EditOptions): void {
  const availability = optionAvailability(engine);
  for (const option of generativeOptionsOf(options)) {
    const a = availability.find((x) => x.option === option)!;
    if (a.available) continue;
    const reason = a.reason ?? "needsGenerativeEngine";
    throw new StudioError("UNSUPPORTED_OPTION", { option, reason }, { option, reason });
  }
}
