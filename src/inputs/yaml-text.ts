import { LIMITS } from './limits.ts';

/**
 * The YAML (or JSON) of a file an input names — the agent checks file, a fleet manifest — read
 * one way: duplicate keys and an alias bomb are errors, YAML 1.2 (`yes` stays text), and each
 * error is `line N: what is wrong` (N also as `line`), one line that ends as the parser's sentence
 * does (the parser's own message would end `at line 1, column 9:` over a picture of the line). The
 * parser is loaded only by runs that read such a file.
 */
export async function readYaml(
  text: string,
): Promise<{ value: unknown } | { problems: Array<{ message: string; line?: number }> }> {
  const { LineCounter, parseDocument } = await import('yaml');
  const lines = new LineCounter();
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
  if (document.errors.length)
    return {
      problems: document.errors.slice(0, MAX_ERRORS).map((e) => {
        const { line } = lines.linePos(e.pos[0]);
        return { line, message: `line ${line}: ${sentence(e.message)}` };
      }),
    };
  try {
    return { value: document.toJS({ maxAliasCount: LIMITS.yamlAliases }) };
  } catch (error) {
    return { problems: [{ message: sentence((error as Error).message) }] };
  }
}

/** Errors shown of one file: the first ones say where to start. */
const MAX_ERRORS = 10;

function sentence(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/[\s:]+$/, '')
    .slice(0, 300);
}
