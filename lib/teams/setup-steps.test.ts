// Where the wizard resumes and which steps may be opened: everything up to the first step not done.
import { describe, expect, it } from "vitest";
import { mayOpenStep, resumeStep, SETUP_STEPS } from "./setup-steps";

describe("the wizard's steps", () => {
  it("resumes at the first step not done, in order", () => {
    expect(resumeStep(null)).toBe("intro");
    expect(resumeStep(["intro", "company-details"])).toBe("branding");
    expect(resumeStep(["intro", "company-details", "branding", "select-style"])).toBe("select-clothing");
    // Saved out of order (an older step changed later): still the first gap.
    expect(resumeStep(["intro", "company-details", "select-style", "branding", "invite-team"])).toBe("select-clothing");
    expect(resumeStep([...SETUP_STEPS])).toBe("payment");
  });

  it("opens the company details from the start, and nothing past the first step not done", () => {
    expect(mayOpenStep("intro", null)).toBe(true);
    expect(mayOpenStep("company-details", null)).toBe(true);
    expect(mayOpenStep("branding", null)).toBe(false);
    const done = ["intro", "company-details", "branding"];
    for (const step of ["intro", "company-details", "branding", "select-style"] as const) expect(mayOpenStep(step, done), step).toBe(true);
    for (const step of ["select-clothing", "invite-team", "payment"] as const) expect(mayOpenStep(step, done), step).toBe(false);
  });
});
