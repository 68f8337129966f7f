/** Shorter fragments are never masked: they would blank out ordinary text ("=", "ab"). */
const MIN_MASK_LENGTH = 3;

/**
 * The parts of a secret the runner is told to mask: the value and each of its lines (the runner
 * masks line by line), skipping fragments too short to mask. The same rule on every path — the
 * input-error path and the run.
 */
export function maskableParts(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set([value, ...value.split(/\r?\n/)])].filter(
    (part) => part.trim().length >= MIN_MASK_LENGTH,
  );
}

/** How a server may echo a secret back: JSON-escaped inside a string, URL- or form-encoded. */
function encodedForms(part: string): string[] {
  const url = encodeURIComponent(part);
  return [JSON.stringify(part).slice(1, -1), url, url.replace(/%20/g, '+')];
}

/**
 * Defence in depth behind the runner's own masking: every message this action prints or
 * writes passes through here, and known secret values — and their encoded forms — are replaced.
 * The runner only masks what `::add-mask::` registered, and only when the action runs on a runner.
 */
export class Redactor {
  private readonly values = new Set<string>();
  private sorted: string[] = [];

  /** Registers a value (its lines and encoded forms too); returns the parts for `::add-mask::`. */
  add(value: string | undefined): string[] {
    const parts = maskableParts(value);
    for (const part of parts) for (const form of [part, ...encodedForms(part)]) this.values.add(form);
    // Longest first, so a secret containing another is replaced whole.
    this.sorted = [...this.values].sort((a, b) => b.length - a.length);
    return parts;
  }

  apply(text: string): string {
    let out = text;
    for (const value of this.sorted) if (out.includes(value)) out = out.split(value).join('***');
    return out;
  }
}
