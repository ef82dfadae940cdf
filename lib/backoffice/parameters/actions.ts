"use server";
// /admin/parameters: change a business parameter, or reset it to its default (lib/parameters).
import "server-only";
import { z } from "zod";
import { adminAction } from "@/lib/backoffice/action";
import { BackofficeError } from "@/lib/backoffice/errors";
import { isRegistryKey, parameterSpec } from "@/lib/parameters/schema";
import { parseParameterInput, setParameter } from "@/lib/parameters/update";

const keyField = z.string().trim().min(1).max(100);

export const updateParameterAction = adminAction(z.object({ key: keyField, value: z.string().max(20_000, { error: "wrongShape" }).default("") }), async (input, { actorId, db }) => {
  if (!isRegistryKey(input.key)) throw new BackofficeError("BackofficeOperations", "NOT_FOUND");
  const parsed = parseParameterInput(input.key, input.value);
  if (!parsed.ok) return { fieldErrors: { value: parsed.error } };
  const done = await setParameter(db, { key: input.key, value: parsed.value, actorId });
  if (done.error) return { fieldErrors: { value: done.error } };
  return { ok: true };
});

export const resetParameterAction = adminAction(z.object({ key: keyField }), async (input, { actorId, db }) => {
  if (!isRegistryKey(input.key)) throw new BackofficeError("BackofficeOperations", "NOT_FOUND");
  const done = await setParameter(db, { key: input.key, value: parameterSpec(input.key).default, actorId, reset: true });
  if (done.error) return { fieldErrors: { value: done.error } };
  return { ok: true };
});
