import { describe, expect, it } from "vitest";
import { validateInput } from "./validate";

const ok = { role: "Designer", seniority: "mid", tone: "friendly", skills: ["Figma"], achievements: [] };

describe("validateInput", () => {
  it("accepts a valid input and cleans it (whitespace, empty and duplicate skills, empty optional fields)", () => {
    const r = validateInput({ ...ok, role: "  UX   Designer\n", skills: [" Figma ", "figma", "", "User research"], industry: "  ", name: " Ada  Lovelace " });
    expect(r).toEqual({ ok: true, input: { role: "UX Designer", seniority: "mid", tone: "friendly", skills: ["Figma", "User research"], achievements: [], name: "Ada Lovelace" } });
  });

  it("requires a role (blank is empty) and at most 80 characters", () => {
    expect(validateInput({ ...ok, role: "   " })).toEqual({ ok: false, errors: { role: "roleRequired" } });
    expect(validateInput({ ...ok, role: undefined })).toMatchObject({ ok: false, errors: { role: "roleRequired" } });
    expect(validateInput({ ...ok, role: "x".repeat(81) })).toEqual({ ok: false, errors: { role: "roleTooLong" } });
    expect(validateInput({ ...ok, role: "x".repeat(80) }).ok).toBe(true);
  });

  it("limits each skill to 40 characters and each achievement to 160", () => {
    expect(validateInput({ ...ok, skills: ["y".repeat(41)] })).toEqual({ ok: false, errors: { skills: "skillTooLong" } });
    expect(validateInput({ ...ok, skills: ["y".repeat(40)] }).ok).toBe(true);
    expect(validateInput({ ...ok, achievements: ["z".repeat(161)] })).toEqual({ ok: false, errors: { achievements: "achievementTooLong" } });
  });

  it("gives one error key per field for several bad fields, and rejects unknown seniority and tone", () => {
    const r = validateInput({ role: "", seniority: "intern", tone: "rude", skills: ["y".repeat(50)], achievements: [] });
    expect(r).toEqual({ ok: false, errors: { role: "roleRequired", seniority: "seniority", tone: "tone", skills: "skillTooLong" } });
    expect(validateInput(null).ok).toBe(false);
  });
});
