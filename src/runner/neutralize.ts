/**
 * The runner reads every line of an action's output as a possible workflow command: a line that
 * starts with `::` (after any leading whitespace; lines end at \r or \n), or holds `##[` anywhere
 * (the old syntax).
 * Text from a server must never become one (a spoofed `::error`, a `::stop-commands::` that would
 * swallow the action's own masks), so such lines are defused visibly.
 */
export function neutralizeCommands(text: string): string {
  if (!text.includes('::') && !text.includes('##[')) return text;
  // The runner splits lines at \r as well as \n.
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const defused = line.replace(/##\[/g, '## [');
      // The runner trims .NET whitespace first, which includes U+0085 (JavaScript's \s does not).
      return /^[\s\u0085]*::/.test(defused) ? `» ${defused}` : defused;
    })
    .join('\n');
}
