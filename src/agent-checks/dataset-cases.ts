import { JSON_VALUE_MAX_DEPTH } from '../base/policy.ts';
import { head, printable, type Redact } from '../base/untrusted.ts';
import type { ExpectedCall } from '../inputs/expect-kinds.ts';
import { LIMITS } from '../inputs/limits.ts';
import type { CheckCase, DatasetSource, Expectations } from '../inputs/types.ts';
import type { ReadExample } from '../langsmith/datasets.ts';
import type { Example } from '../langsmith/replies.ts';
import { valueAt } from './trajectory-match.ts';
import { quotedInRubric } from './judge-prompt.ts';

/**
 * The cases of a LangSmith dataset (the checks file's `dataset:`): one per example, in the order
 * the API listed them, its `inputs` the run's input as they are, the block's expectations with
 * every `{{reference.PATH}}` filled from the example's reference outputs. An example nested too
 * deep to be written (ReadExample's `tooDeep`), a path its outputs lack, or a tool's name that is
 * not text makes its case not judged, saying why. Pure.
 */
export function casesFromExamples(
  source: DatasetSource,
  examples: readonly ReadExample[],
  taken: ReadonlySet<string>,
  redact: Redact,
): CheckCase[] {
  const names = new Set(taken);
  return examples.map((example) => {
    const name = uniqueName(nameOf(example), names);
    const reference = example.outputs ?? {};
    const filled = fillReferences(source.expect, reference, redact);
    const notJudged = example.tooDeep
      ? `not judged: example ${example.id}'s ${example.tooDeep.field} nest ${example.tooDeep.depth} levels deep, more than the ${JSON_VALUE_MAX_DEPTH} this action reads`
      : filled.missing.length
        ? missingWords(filled.missing)
        : filled.notText.length
          ? notTextWords(filled.notText)
          : undefined;
    return {
      name,
      input: example.inputs,
      expect: filled.expect,
      runs: source.runs,
      minPasses: source.minPasses,
      reference,
      ...(notJudged ? { notJudged } : {}),
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

const listed = (paths: string[]): string =>
  [...new Set(paths)]
    .slice(0, 5)
    .map((p) => `{{reference.${p}}}`)
    .join(', ');

function missingWords(paths: string[]): string {
  return `not judged: the example's reference outputs have no ${listed(paths)}`;
}

function notTextWords(paths: { path: string; value: unknown }[]): string {
  const first = paths[0]!;
  return `not judged: a tool's name in trajectory.calls must be text, and ${listed(paths.map((p) => p.path))} of the example's reference outputs ${paths.length === 1 ? `is ${kindOf(first.value)}` : 'are not'}`;
}

/** What kind of JSON value this is, in words. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  return `a ${typeof value}`;
}

/** `{{reference.PATH}}`, spaces allowed inside the braces. */
const REFERENCE = /\{\{\s*reference\.([^{}\s]+)\s*\}\}/g;
const WHOLE_REFERENCE = /^\{\{\s*reference\.([^{}\s]+)\s*\}\}$/;

/**
 * The expectations with each `{{reference.PATH}}` filled in: as literal text in `contains`,
 * `not_contains` and `tools`, escaped inside `matches`; in `values.equals` and the arguments of
 * `trajectory.calls` a string that is one reference alone becomes the value with its JSON type;
 * in a tool's name of `trajectory.calls` the value must be text (else its path is in `notText`);
 * in `judge.rubric` it is a JSON string, redacted and clipped (quotedInRubric). The paths the
 * outputs lack are listed in `missing`.
 */
export function fillReferences(
  expect: Expectations,
  outputs: Record<string, unknown>,
  redact: Redact,
): { expect: Expectations; missing: string[]; notText: { path: string; value: unknown }[] } {
  const { text, value, toolName, missing, notText } = referencesOf(outputs);
  const call = (c: ExpectedCall): ExpectedCall => ({
    name: toolName(c.name),
    ...(c.args ? { args: value(c.args) as Record<string, unknown> } : {}),
  });
  const filled: Expectations = {
    ...expect,
    ...(expect.contains ? { contains: expect.contains.map((s) => text(s)) } : {}),
    ...(expect.notContains ? { notContains: expect.notContains.map((s) => text(s)) } : {}),
    ...(expect.tools ? { tools: expect.tools.map((s) => text(s)) } : {}),
    ...(expect.matches ? { matches: expect.matches.map((s) => text(s, escapeRegExp)) } : {}),
    ...(expect.values
      ? { values: expect.values.map((v) => ({ path: text(v.path), equals: value(v.equals) })) }
      : {}),
    ...(expect.trajectory
      ? { trajectory: { ...expect.trajectory, calls: expect.trajectory.calls.map(call) } }
      : {}),
    ...(expect.judge
      ? { judge: { ...expect.judge, rubric: text(expect.judge.rubric, (t) => quotedInRubric(t, redact)) } }
      : {}),
  };
  return { expect: filled, missing, notText };
}

/**
 * The ways a reference is filled from `outputs` — into text (escaped as asked), into a value (its
 * JSON type when the string is one reference alone), into a tool's name (text only) — and the
 * paths they found missing or not text.
 */
function referencesOf(outputs: Record<string, unknown>) {
  const missing: string[] = [];
  const notText: { path: string; value: unknown }[] = [];
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
  const toolName = (name: string): string =>
    name.replace(REFERENCE, (_, path: string) => {
      const found = lookup(path);
      if (!found.present) return '';
      if (typeof found.value === 'string') return found.value;
      notText.push({ path, value: found.value });
      return '';
    });
  return { text, value, toolName, missing, notText };
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The text as a regular expression that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
