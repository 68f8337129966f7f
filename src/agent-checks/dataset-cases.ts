import { head, printable } from '../base/untrusted.ts';
import { LIMITS } from '../inputs/limits.ts';
import type { CheckCase, DatasetSource, Expectations } from '../inputs/types.ts';
import type { Example } from '../langsmith/replies.ts';
import { valueAt } from './expect.ts';

/**
 * The cases of a LangSmith dataset (the checks file's `dataset:`): one per example, in the order
 * the API listed them, its `inputs` the run's input as they are, the block's expectations with
 * every `{{reference.PATH}}` filled from the example's reference outputs. Pure.
 */
export function casesFromExamples(
  source: DatasetSource,
  examples: readonly Example[],
  taken: ReadonlySet<string>,
): CheckCase[] {
  const names = new Set(taken);
  return examples.map((example) => {
    const name = uniqueName(nameOf(example), names);
    const reference = example.outputs ?? {};
    const filled = fillReferences(source.expect, reference);
    return {
      name,
      input: example.inputs,
      expect: filled.expect,
      runs: source.runs,
      minPasses: source.minPasses,
      reference,
      ...(filled.missing.length ? { notJudged: missingWords(filled.missing) } : {}),
    };
  });
}

/** The example's `metadata.name`, as LangSmith shows it, else its id. */
function nameOf(example: Example): string {
  const given = example.metadata?.name;
  const name = typeof given === 'string' ? printable(given).trim() : '';
  return name ? head(name, LIMITS.checks.nameLength - 8) : example.id;
}

/** The name, suffixed ` (2)`, ` (3)`, … when a case already has it; then taken. */
function uniqueName(name: string, names: Set<string>): string {
  let unique = name;
  for (let n = 2; names.has(unique); n++) unique = `${name} (${n})`;
  names.add(unique);
  return unique;
}

function missingWords(paths: string[]): string {
  const list = [...new Set(paths)].slice(0, 5).map((p) => `{{reference.${p}}}`);
  return `not judged: the example's reference outputs have no ${list.join(', ')}`;
}

/** `{{reference.PATH}}`, spaces allowed inside the braces. */
const REFERENCE = /\{\{\s*reference\.([^{}\s]+)\s*\}\}/g;
const WHOLE_REFERENCE = /^\{\{\s*reference\.([^{}\s]+)\s*\}\}$/;

/**
 * The expectations with each `{{reference.PATH}}` filled in: as literal text in `contains`,
 * `not_contains` and `tools`, escaped inside `matches`, and in `values.equals` a string that is
 * one reference alone becomes the value with its JSON type. The paths the outputs lack are listed.
 */
export function fillReferences(
  expect: Expectations,
  outputs: Record<string, unknown>,
): { expect: Expectations; missing: string[] } {
  const missing: string[] = [];
  const lookup = (path: string): { present: boolean; value?: unknown } => {
    const found = valueAt(outputs, path);
    if (!found.present) missing.push(path);
    return found;
  };
  const text = (s: string, escape: (t: string) => string = (t) => t): string =>
    s.replace(REFERENCE, (_, path: string) => {
      const found = lookup(path);
      return found.present ? escape(asText(found.value)) : '';
    });
  const value = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = WHOLE_REFERENCE.exec(v);
      return whole ? lookup(whole[1]!).value : text(v);
    }
    if (Array.isArray(v)) return v.map(value);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, value(item)]));
    return v;
  };
  const filled: Expectations = {
    ...expect,
    ...(expect.contains ? { contains: expect.contains.map((s) => text(s)) } : {}),
    ...(expect.notContains ? { notContains: expect.notContains.map((s) => text(s)) } : {}),
    ...(expect.tools ? { tools: expect.tools.map((s) => text(s)) } : {}),
    ...(expect.matches ? { matches: expect.matches.map((s) => text(s, escapeRegExp)) } : {}),
    ...(expect.values
      ? { values: expect.values.map((v) => ({ path: text(v.path), equals: value(v.equals) })) }
      : {}),
  };
  return { expect: filled, missing };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
