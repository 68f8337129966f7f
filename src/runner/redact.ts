/**
 * Defence in depth behind the runner's own masking: every message this action prints or
 * returns passes through here, and known secret values are replaced. The runner only masks
 * what `::add-mask::` registered, and only when the action runs on a runner.
 */
export class Redactor {
  private readonly values = new Set<string>();

  /** Registers a value (and each of its lines, as the runner masks line by line). */
  add(value: string | undefined): void {
    if (!value) return;
    for (const part of [value, ...value.split(/\r?\n/)]) {
      if (part.trim().length >= 3) this.values.add(part);
    }
  }

  registered(): string[] {
    return [...this.values];
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
