import "server-only";
import { expect } from "vitest";
import { EngineError } from "./engine";

/** Test helper: awaits a promise that must reject with an EngineError and returns that error. */
export async function expectEngineError(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}
