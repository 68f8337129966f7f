import type { Log } from '../../src/runner/log.ts';

/** A log that keeps what it is told in `lines` (warnings and errors marked), debug lines aside. */
export function linesLog(lines: string[]): Log {
  return {
    info: (m) => lines.push(m),
    notice: (m) => lines.push(m),
    warning: (m) => lines.push(`warning: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    debug: () => {},
    group: (_n, body) => body(),
  };
}
