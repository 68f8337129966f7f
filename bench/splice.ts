/**
 * `npm run bench -- <part>…` rewrites only what it measured: its sections and its target rows in
 * BENCHMARKS.md. A part the report does not hold yet (a part added since the last whole run) is
 * added — its section at the end, its row at the end of the targets — rather than thrown away.
 */

/** A target row: what is promised, what was measured, whether it was met. */
export type Target = [target: string, measured: string, pass: boolean];

export const ok = (pass: boolean): string => (pass ? '✅ met' : '❌ not met');

/** The report with the sections just measured (`measured`, Markdown) and their target rows in place. */
export function spliced(report: string, measured: string, targets: readonly Target[]): string {
  let text = report.replace(/\n*$/, '\n');
  const sections = measured
    .split(/^(?=## )/m)
    .filter((part) => part.startsWith('## ') && !part.startsWith('## Targets'));
  for (const section of sections) {
    const heading = section.slice(0, section.indexOf('\n'));
    const body = section.replace(/\n*$/, '\n');
    const at = text.indexOf(`${heading}\n`);
    if (at < 0) {
      text = `${text}\n${body}`;
      continue;
    }
    const next = text.indexOf('\n## ', at + heading.length);
    text = text.slice(0, at) + body + (next < 0 ? '' : text.slice(next));
  }
  for (const [target, value, pass] of targets) {
    const line = `| ${target} | ${value} | ${ok(pass)} |`;
    const row = new RegExp(`^\\| ${escapeRegExp(target)} \\|.*$`, 'm');
    if (row.test(text)) text = text.replace(row, () => line);
    else {
      // After the last row of the targets table.
      const table = /^## Targets\n\n(?:\|.*\n)+/m.exec(text);
      if (!table) throw new Error('BENCHMARKS.md has no targets table: run the whole bench');
      const end = table.index + table[0].length;
      text = `${text.slice(0, end)}${line}\n${text.slice(end)}`;
    }
  }
  return text.replace(/\n*$/, '\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
