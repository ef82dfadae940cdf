// The `mfa` store of the sign-in code screen: digits only, a pasted code spread over the boxes, the
// server's picture taken over on start, the resend countdown never below zero, and nothing persisted
// (the code is a secret).
import { describe, expect, it, vi } from "vitest";
import { freshImport, memoryLocalStorage } from "./persisted-test-kit";

const storage = memoryLocalStorage();

async function load() {
  return freshImport(() => import("./mfa"));
}

describe("mfa store", () => {
  it("keeps one digit per box, spreads a pasted code, and clears", async () => {
    const { useMfa, mfaCode } = await load();
    const s = useMfa.getState();
    s.start({ digits: 6, attemptsLeft: 5, resendIn: 30 });
    s.setDigit(0, "a7");
    s.setDigit(9, "1");
    expect(mfaCode(useMfa.getState().digits)).toBe("7");
    s.fill(1, " 12-3456 ");
    expect(useMfa.getState().digits).toEqual(["7", "1", "2", "3", "4", "5"]);
    s.clear();
    expect(mfaCode(useMfa.getState().digits)).toBe("");
    expect(useMfa.getState()).toMatchObject({ attemptsLeft: 5, resendIn: 30 });
  });

  it("counts the resend wait down to zero and stores nothing in the browser", async () => {
    const written = vi.spyOn(storage(), "setItem");
    const { useMfa } = await load();
    const s = useMfa.getState();
    s.start({ digits: 6, attemptsLeft: 2, resendIn: 2 });
    s.fill(0, "123456");
    s.tick();
    s.tick();
    s.tick();
    expect(useMfa.getState().resendIn).toBe(0);
    s.setAttemptsLeft(1);
    expect(useMfa.getState().attemptsLeft).toBe(1);
    expect(written).not.toHaveBeenCalled();
  });
});
