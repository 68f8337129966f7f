import type { ExperimentUpload } from '../langsmith/experiments.ts';

/** A value too large for a row, as it is sent instead: the start of its JSON text, and its size. */
type ClippedValue = {
  /** The first bytes (UTF-8) of the value's JSON text, never half a character. */
  clipped: string;
  /** The UTF-8 bytes of the value's whole JSON text. */
  bytes: number;
};

/** The UTF-8 bytes of a value's JSON text (as the request sends it). */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

/**
 * The value itself when its JSON text is at most `maxBytes`, else `{clipped, bytes}`: an object
 * (the API takes only objects for inputs and outputs) that says it was cut and how large the
 * whole was. The value must be nested at most a few dozen deep (redactDeep bounds that), or
 * serializing it could overflow the stack.
 */
export function clipValue<T>(value: T, maxBytes: number): T | ClippedValue {
  const text = JSON.stringify(value);
  if (text === undefined) return value;
  const utf8 = Buffer.from(text, 'utf8');
  if (utf8.length <= maxBytes) return value;
  // Back to the first byte of a character (continuation bytes are 10xxxxxx).
  let end = maxBytes;
  while (end > 0 && (utf8[end]! & 0xc0) === 0x80) end--;
  return { clipped: utf8.subarray(0, end).toString('utf8'), bytes: utf8.length };
}

/** An upload that fits, and how many of its rows were left out for it to fit. */
interface FittedUpload {
  body: ExperimentUpload;
  leftOut: number;
}

/**
 * The upload as it is when its JSON text is at most `maxBytes`; else with rows left out from the
 * end until it is, the number left out in its metadata (`rows_left_out`). The first rows are
 * kept: they are the first cases of the file or the dataset.
 */
export function fitUpload(body: ExperimentUpload, maxBytes: number): FittedUpload {
  if (jsonBytes(body) <= maxBytes) return { body, leftOut: 0 };
  const total = body.results.length;
  const withCount = (leftOut: number, results: ExperimentUpload['results']): ExperimentUpload => ({
    ...body,
    experiment_metadata: { ...body.experiment_metadata, rows_left_out: leftOut },
    results,
  });
  // The count written is at most `total`, so the shell measured with it is never smaller.
  let used = jsonBytes(withCount(total, []));
  let kept = 0;
  for (const row of body.results) {
    const more = jsonBytes(row) + (kept > 0 ? 1 : 0);
    if (used + more > maxBytes) break;
    used += more;
    kept += 1;
  }
  return { body: withCount(total - kept, body.results.slice(0, kept)), leftOut: total - kept };
}
