// A request body read with a cap: the upload routes (a person's photos, the free tools) refuse a body
// as soon as it grows past its limit, instead of reading it all first (a lying or missing
// Content-Length cannot make the server hold more than the limit).
import "server-only";

/** The request body, errored with `tooLarge()` as soon as more than `limit` bytes have arrived. */
export function limitedBody(request: Request, limit: number, tooLarge: () => Error): ReadableStream<Uint8Array> | null {
  if (!request.body) return null;
  let seen = 0;
  return request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}
