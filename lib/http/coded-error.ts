// A refusal with a stable code, its HTTP status from its module's table. Each module (invoices,
// results, studio, photos) names its own subclass and table; routes answer it with `localizedError`
// (lib/storage/http.ts) in the module's messages namespace.
import type { ErrorValues } from "@/lib/storage/http";

export abstract class CodedError<C extends string> extends Error {
  constructor(
    public readonly code: C,
    public readonly values: ErrorValues = {},
  ) {
    super(code);
  }

  protected abstract statusOf(code: C): number;

  get status(): number {
    return this.statusOf(this.code);
  }
}
