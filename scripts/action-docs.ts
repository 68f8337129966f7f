/**
 * What action.yml declares, carried to the places that need it so they cannot drift: the README's
 * inputs and outputs tables, the input defaults the code applies (src/inputs/action-defaults.ts),
 * and every input's and output's description for the CLI's --help (src/inputs/input-docs.ts).
 *   node scripts/action-docs.ts          rewrite them
 *   node scripts/action-docs.ts --check  exit 1 when one is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const ROOT = join(import.meta.dirname, '..');

export function readAction(root = ROOT): ActionYml {
  return parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionYml;
}

/** A group's heading in action.yml: a comment line `  # ── Agent checks ──` above its inputs. */
const GROUP_HEADING = /^ {2}# ── (.+) ──$/;
const INPUT_KEY = /^ {2}([a-z][a-z0-9_]*):$/;

/**
 * The group of each input, from the comment headings of action.yml's `inputs:` (the one place
 * groups are written; GitHub wants one flat list, so a comment is where a group can live). An
 * input above the first heading has none.
 */
export function inputGroups(root = ROOT): Record<string, string> {
  const groups: Record<string, string> = {};
  let inInputs = false;
  let group: string | undefined;
  for (const line of readFileSync(join(root, 'action.yml'), 'utf8').split(/\r?\n/)) {
    if (/^\S/.test(line)) inInputs = line === 'inputs:';
    if (!inInputs) continue;
    group = GROUP_HEADING.exec(line)?.[1] ?? group;
    const input = INPUT_KEY.exec(line)?.[1];
    if (input && group) groups[input] = group;
  }
  return groups;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ').trim();

/** An input's default as the tables show it: required, the documented one, or the runner's. */
function defaultCell(i: ActionYml['inputs'][string]): string {
  const documented = documentedDefault(i.description);
  if (i.required) return '**required**';
  if (documented !== undefined) return `\`${documented}\``;
  return i.default !== undefined && i.default !== '' ? `\`${i.default}\`` : '';
}

/** The anchor of an input's row in docs/inputs.md, and of an output's (their names overlap). */
const inputId = (name: string): string => name;
const outputId = (name: string): string => `output-${name}`;

/** A description's first sentence: up to the first full stop outside parentheses and code. */
export function firstSentence(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  let depth = 0;
  let code = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (!code && c === '(') depth++;
    else if (!code && c === ')') depth--;
    else if (!code && depth === 0 && c === '.' && (i === text.length - 1 || text[i + 1] === ' '))
      return text.slice(0, i + 1);
  }
  return text;
}

/**
 * An input's default is written at the end of its description ("… Default: `30m`."), not as
 * `default:`: the runner passes every `default:` as if the step had set it, and then a fleet
 * manifest (docs/fleet.md) could not tell a value the step chose from one nobody chose. The code
 * applies these defaults itself (src/inputs/action-defaults.ts). Only a default the runner must
 * work out (`${{ github.token }}`) stays a `default:`.
 */
const DEFAULT_SENTENCE = /\s*Default: `([^`]*)`\.$/;

function documentedDefault(description: string): string | undefined {
  return DEFAULT_SENTENCE.exec(description)?.[1];
}

function withoutDefault(description: string): string {
  return description.replace(DEFAULT_SENTENCE, '');
}

/** Inputs declared against the rule above: each would hide whether the step set it. */
export function runnerDefaultProblems(action: ActionYml): string[] {
  return Object.entries(action.inputs)
    .filter(([, i]) => i.default !== undefined && !String(i.default).includes('${{'))
    .map(
      ([name, i]) =>
        `input ${name}: write its default at the end of the description ("Default: \`${String(i.default)}\`.") instead of \`default:\` — the runner would pass it as if the step had set it, and a manifest could not apply under the step (docs/fleet.md)`,
    );
}

/**
 * The README's tables: one row per group of inputs, each input a link to its description in
 * docs/inputs.md with its default; each output with the first sentence of its description, linked
 * to the rest. Short enough to read whole.
 */
export function renderReadme(readme: string, action: ActionYml, groups = inputGroups()): string {
  const byGroup = new Map<string, string[]>();
  for (const [name, i] of Object.entries(action.inputs)) {
    const shown = defaultCell(i);
    const entry = `[\`${name}\`](docs/inputs.md#${inputId(name)})${shown ? ` (${shown})` : ''}`;
    const group = groups[name] ?? '';
    byGroup.set(group, [...(byGroup.get(group) ?? []), entry]);
  }
  const inputs = [
    '| Group | Inputs (default) |',
    '|---|---|',
    ...[...byGroup].map(([group, entries]) => `| **${cell(group)}** | ${entries.join(', ')} |`),
  ].join('\n');
  const outputs = [
    '| Output | Description |',
    '|---|---|',
    ...Object.entries(action.outputs).map(
      ([name, o]) =>
        `| [\`${name}\`](docs/inputs.md#${outputId(name)}) | ${cell(firstSentence(o.description))} |`,
    ),
  ].join('\n');
  return replaceBlock(replaceBlock(readme, 'inputs', inputs), 'outputs', outputs);
}

export const INPUTS_PAGE_PATH = join(ROOT, 'docs', 'inputs.md');

/**
 * docs/inputs.md: its prose kept, its two tables generated: every input (by group) and output
 * with its whole description. Each row opens with an anchor of the name, so the README's compact
 * table links straight to it.
 */
export function renderInputsPage(page: string, action: ActionYml, groups = inputGroups()): string {
  let group: string | undefined;
  /** A row naming the group before its first input. */
  const heading = (name: string): string[] => {
    if (groups[name] === undefined || groups[name] === group) return [];
    group = groups[name];
    return [`| **${cell(group)}** | | |`];
  };
  const inputs = [
    '| Input | Default | Description |',
    '|---|---|---|',
    ...Object.entries(action.inputs).flatMap(([name, i]) => [
      ...heading(name),
      `| <a id="${inputId(name)}"></a>\`${name}\` | ${cell(defaultCell(i))} | ${cell(withoutDefault(i.description))} |`,
    ]),
  ].join('\n');
  const outputs = [
    '| Output | Description |',
    '|---|---|',
    ...Object.entries(action.outputs).map(
      ([name, o]) => `| <a id="${outputId(name)}"></a>\`${name}\` | ${cell(o.description)} |`,
    ),
  ].join('\n');
  return replaceBlock(replaceBlock(page, 'inputs', inputs), 'outputs', outputs);
}

/** Replaces the text between `<!-- name:start (source) -->` and `<!-- name:end -->`. */
export function replaceBlock(
  text: string,
  name: string,
  body: string,
  source = 'generated from action.yml by scripts/action-docs.ts',
): string {
  const start = `<!-- ${name}:start (${source}) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the ${name} markers are missing`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

export const DEFAULTS_PATH = join(ROOT, 'src', 'inputs', 'action-defaults.ts');

/**
 * The defaults action.yml documents, and the names of all its inputs, as a TypeScript module.
 * Defaults that depend on the workflow (`${{ github.token }}`) are left to the runner.
 */
export function defaultsModule(action: ActionYml): string {
  const quote = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const entries = Object.entries(action.inputs).flatMap(([name, i]) => {
    const value = documentedDefault(i.description);
    return value === undefined ? [] : [`  ${name}: ${quote(value)},`];
  });
  return [
    '// Generated from action.yml by `npm run docs` (scripts/action-docs.ts): do not edit.',
    '// The defaults the code applies: action.yml documents them in each description and gives the',
    '// runner none, so an empty input is one the step did not set (a fleet manifest may set it).',
    'export const INPUT_DEFAULTS = {',
    ...entries,
    '} as const;',
    '',
    '/** Every input action.yml declares. */',
    'export const INPUT_NAMES = [',
    ...Object.keys(action.inputs).map((name) => `  ${quote(name)},`),
    '] as const;',
    '',
  ].join('\n');
}

export const INPUT_DOCS_PATH = join(ROOT, 'src', 'inputs', 'input-docs.ts');

/**
 * Every input (name, description, default, whether required) and output, in action.yml's order,
 * as a TypeScript module formatted as the repository formats code.
 */
export async function inputDocsModule(
  action: ActionYml,
  groups: Record<string, string> = inputGroups(),
): Promise<string> {
  const inputs = Object.entries(action.inputs).map(([name, i]) => {
    // The default the description documents (the code applies it), else the runner's own.
    const value =
      documentedDefault(i.description) ?? (i.default === undefined ? undefined : String(i.default));
    return {
      name,
      group: groups[name] ?? '',
      description: withoutDefault(i.description.trim()),
      ...(value !== undefined && { default: value }),
      required: i.required === true,
    };
  });
  const outputs = Object.entries(action.outputs).map(([name, o]) => ({
    name,
    description: o.description.trim(),
  }));
  const text = [
    '// Generated from action.yml by `npm run docs` (scripts/action-docs.ts): do not edit.',
    "// Every input and output as action.yml declares them: the CLI's --help is made from these.",
    'export interface InputDoc {',
    '  name: string;',
    '  /** Its group: the comment heading above it in action.yml (README table, --help). */',
    '  group: string;',
    '  description: string;',
    "  /** As action.yml writes it; `${{ … }}` defaults are the runner's. */",
    '  default?: string;',
    '  required: boolean;',
    '}',
    '',
    'export interface OutputDoc {',
    '  name: string;',
    '  description: string;',
    '}',
    '',
    `export const INPUT_DOCS: readonly InputDoc[] = ${JSON.stringify(inputs)};`,
    '',
    `export const OUTPUT_DOCS: readonly OutputDoc[] = ${JSON.stringify(outputs)};`,
    '',
  ].join('\n');
  const config = await resolveConfig(INPUT_DOCS_PATH);
  return format(text, { ...config, filepath: INPUT_DOCS_PATH });
}

if (import.meta.main) {
  const action = readAction();
  const problems = runnerDefaultProblems(action);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const docs = await inputDocsModule(action);
  const files: Array<[string, (current: string) => string]> = [
    [join(ROOT, 'README.md'), (current) => renderReadme(current, action)],
    [INPUTS_PAGE_PATH, (current) => renderInputsPage(current, action)],
    [DEFAULTS_PATH, () => defaultsModule(action)],
    [INPUT_DOCS_PATH, () => docs],
  ];
  for (const [path, render] of files) {
    const current = (() => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return '';
      }
    })();
    const wanted = render(current);
    if (!process.argv.includes('--check')) writeFileSync(path, wanted);
    else if (current !== wanted) {
      console.error(`${path} differs from action.yml: run \`npm run docs\`.`);
      process.exit(1);
    }
  }
}
