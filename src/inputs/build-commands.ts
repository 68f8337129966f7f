import * as field from './fields.ts';
import { LIMITS } from './limits.ts';

/**
 * What LangSmith's deploy clients refuse in `install_command` and `build_command`, commands the
 * platform's build runs: these characters, and an `&` that is not part of `&&` (`a && b` chains
 * commands; a lone `&` runs one in the background). Python `langgraph_cli/config.py`
 * (`DISALLOWED_BUILD_COMMAND_CHARS`, `has_disallowed_build_command_content`), JS
 * `utils/deploy-helpers.mts` (`hasDisallowedBuildCommandContent`); docs/platform-compatibility.md.
 */
const REFUSED: ReadonlySet<string> = new Set([
  '"',
  '`',
  '\\',
  '\n',
  '\r',
  '\0',
  '\t',
  '|',
  ';',
  '$',
  '>',
  '<',
]);

/** What a character the command may not hold is called, when it cannot be seen. */
const UNSEEN: Readonly<Record<string, string>> = {
  '\n': 'a newline',
  '\r': 'a carriage return',
  '\0': 'a NUL',
  '\t': 'a tab',
};

/**
 * The characters of `command` the clients refuse, each once, in the order they first appear: an
 * `&` is refused when a run of them is odd (`&`, `&&&`), as the clients' pattern matches it.
 */
function refusedCharacters(command: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (c !== '&') {
      if (REFUSED.has(c)) found.add(c);
      continue;
    }
    let end = i;
    while (command[end] === '&') end++;
    if ((end - i) % 2 === 1) found.add('&');
    i = end - 1;
  }
  return [...found];
}

/** A refused character as a problem names it: escaped, never the command itself (it may hold a token). */
function shown(c: string): string {
  const quoted = JSON.stringify(c);
  if (c === '&') return `${quoted} (alone; "&&" between commands is accepted)`;
  return UNSEEN[c] ? `${quoted} (${UNSEEN[c]})` : quoted;
}

/**
 * `install_command` or `build_command`: one line without the characters the platform's deploy
 * clients refuse, bounded. Each refused character is named, escaped.
 */
export function shellCommand(
  p: field.Problems,
  input: 'install_command' | 'build_command',
  value: string,
): string | undefined {
  const refused = refusedCharacters(value);
  if (refused.length)
    return p.add(
      input,
      `contains ${refused.map(shown).join(', ')}, which LangSmith's deploy clients refuse in an install or build command; put the steps in a script in the repository and run that script here (e.g. sh scripts/${input === 'install_command' ? 'install' : 'build'}.sh)`,
    );
  return field.text(p, input, value, LIMITS.commandLength);
}
