/**
 * Defence in depth behind the runner's own masking: every message this action prints or
 * returns passes through here, and known secret values are replaced. The runner only masks
 * what `::add-mask::` registered, and only when the action runs on a runner.
 */
export class Redactor {
  private readonly values = new Set<string>();

  /**
   * Registers a value and each of its lines (the runner masks line by line); returns the parts
   * registered, for the runner's `::add-mask::`.
   */
  add(value: string | undefined): string[] {
    if (!value) return [];
    const parts = [...new Set([value, ...value.split(/\r?\n/)])].filter((part) => part.trim().length >= 3);
    for (const part of parts) this.values.add(part);
    return parts;
  }

  apply(text: string): string {
    let out = text;
    // Longest first, so a secret containing another is replaced whole.
    for (const value of [...this.values].sort((a, b) => b.length - a.length)) {
      out = out.split(value).join('***');
    }
    return out;
  }
}
