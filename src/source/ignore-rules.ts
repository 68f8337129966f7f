import type { Ignore, Options } from 'ignore';

/** What left an entry out: an ignore rule of git's, or one of `.dockerignore`. */
type IgnoredBy = 'git' | 'docker';

/** One ignore file's text and the folder its patterns are relative to. */
export interface IgnoreSource {
  text: string;
  /** The folder, relative to the top the rules are matched from (posix, '' for the top itself). */
  folder: string;
  by: IgnoredBy;
}

/** The `ignore` package's factory, loaded once by the caller (it is imported lazily). */
export type IgnoreFactory = (options?: Options) => Ignore;

/**
 * The rules that decide what is left out below one folder, as one list matched from a fixed top
 * (the repository's root): git reads every `.gitignore` from the top down to the file's folder —
 * a deeper one overriding a higher one, each relative to its own folder — after
 * `.git/info/exclude`. Kept as one list, lowest precedence first, with every pattern rewritten
 * relative to the top, "the last rule that matches decides" is exactly git's order, and a
 * folder left out keeps everything in it out (as git: a file cannot be brought back from an
 * excluded folder). Matching stays the `ignore` package's (gitignore semantics, case-sensitive).
 */
export class IgnoreRules {
  private readonly factory: IgnoreFactory;
  private readonly matcher: Ignore;

  private constructor(factory: IgnoreFactory, matcher: Ignore) {
    this.factory = factory;
    this.matcher = matcher;
  }

  /** Rules from these sources, the first lowest in precedence. */
  static of(factory: IgnoreFactory, sources: IgnoreSource[]): IgnoreRules {
    const rules = new IgnoreRules(factory, factory({ ignorecase: false }));
    return sources.reduce((all, source) => all.with(source), rules);
  }

  /** These rules, then the source's (which override them); the same rules when it has none. */
  with(source: IgnoreSource): IgnoreRules {
    const patterns = rebased(source.text, source.folder).map((pattern) => ({ pattern, mark: source.by }));
    if (patterns.length === 0) return this;
    return new IgnoreRules(this.factory, this.factory({ ignorecase: false }).add(this.matcher).add(patterns));
  }

  /** What leaves the entry at `path` (relative to the top) out, if anything. */
  excludes(path: string, folder: boolean): IgnoredBy | undefined {
    const result = this.matcher.test(folder ? `${path}/` : path);
    return result.ignored ? (result.rule?.mark as IgnoredBy | undefined) : undefined;
  }
}

/**
 * An ignore file's patterns, rewritten from its own folder to the top: a pattern with a `/` at
 * its start or in its middle is anchored to the folder (`/build`, `src/gen` → `sub/build`,
 * `sub/src/gen`); one without matches at any depth below it (`*.log` → `sub/**\/*.log`). Comments
 * and blank lines are dropped; a `!` stays in front.
 */
export function rebased(text: string, folder: string): string[] {
  // The folder as a pattern that matches only it: glob characters escaped, as is a leading `#` or `!`.
  const prefix = folder.replace(/[\\*?[\]]/g, '\\$&').replace(/^[#!]/, '\\$&');
  const out: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split('\n')) {
    // Git drops a CR before the LF, and trailing spaces unless a backslash escapes the last one.
    const text = line.replace(/\r$/, '').replace(/(?<!\\) +$/, '');
    if (text === '' || text.startsWith('#')) continue;
    if (folder === '') {
      out.push(text);
      continue;
    }
    const negated = text.startsWith('!');
    const body = negated ? text.slice(1) : text;
    if (body === '' || body === '/') continue;
    const anchored = body.startsWith('/') || body.slice(0, -1).includes('/');
    const pattern = body.startsWith('/')
      ? `${prefix}${body}`
      : anchored
        ? `${prefix}/${body}`
        : `${prefix}/**/${body}`;
    out.push(negated ? `!${pattern}` : pattern);
  }
  return out;
}
