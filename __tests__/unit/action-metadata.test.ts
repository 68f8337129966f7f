import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  firstSentence,
  inputGroups,
  INPUTS_PAGE_PATH,
  readAction,
  renderInputsPage,
  renderReadme,
} from '../../scripts/action-docs.ts';
import { commandHelp } from '../../src/cli/help.ts';
import { appliesTo } from '../../src/inputs/commands.ts';
import { INPUT_DOCS } from '../../src/inputs/input-docs.ts';
import {
  defaultsModule,
  DEFAULTS_PATH,
  INPUT_DOCS_PATH,
  inputDocsModule,
  runnerDefaultProblems,
} from '../../scripts/action-docs.ts';
import { outputsOf } from '../../src/report/outputs.ts';
import { newRunState } from '../../src/run/run-state.ts';
import { ROOT } from '../helpers/bundle.ts';

const action = readAction(ROOT);

test('README and docs/inputs.md tables match action.yml (run `npm run docs` to regenerate)', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  expect(renderReadme(readme, action)).toBe(readme);
  const page = readFileSync(INPUTS_PAGE_PATH, 'utf8');
  expect(renderInputsPage(page, action)).toBe(page);
});

test("the README links every input and output to its row in docs/inputs.md, each output with its description's first sentence", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const page = readFileSync(INPUTS_PAGE_PATH, 'utf8');
  for (const name of Object.keys(action.inputs)) {
    expect(readme).toContain(`[\`${name}\`](docs/inputs.md#${name})`);
    expect(page).toContain(`<a id="${name}"></a>`);
  }
  for (const [name, output] of Object.entries(action.outputs)) {
    expect(readme).toContain(`[\`${name}\`](docs/inputs.md#output-${name}) |`);
    expect(page).toContain(`<a id="output-${name}"></a>`);
    expect(output.description.replace(/\s+/g, ' ')).toContain(firstSentence(output.description));
  }
  // A full stop inside parentheses or code does not end the sentence.
  expect(firstSentence('Uses `a.b` (e.g. this). Then more.')).toBe('Uses `a.b` (e.g. this).');
});

test('the defaults the code applies are generated from action.yml (run `npm run docs` to regenerate)', () => {
  expect(readFileSync(DEFAULTS_PATH, 'utf8')).toBe(defaultsModule(action));
});

test("the CLI's help texts are generated from action.yml (run `npm run docs` to regenerate)", async () => {
  expect(readFileSync(INPUT_DOCS_PATH, 'utf8')).toBe(await inputDocsModule(action));
});

test('every output the action sets is declared, and every declared output is set', () => {
  expect(Object.keys(outputsOf(newRunState('deploy', 0))).sort()).toEqual(Object.keys(action.outputs).sort());
});

test('every input and output has a description; runs on node24 from dist/index.js', () => {
  for (const item of [...Object.values(action.inputs), ...Object.values(action.outputs)]) {
    expect(item.description.length).toBeGreaterThan(10);
  }
  const raw = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  expect(raw).toMatch(/using: 'node24'/);
  expect(raw).toMatch(/main: 'dist\/index.js'/);
});

test('no input has a default the runner fills in (but the token): an empty input is one the step did not set', () => {
  // A `default:` reaches the action as if the step had set it, and a fleet manifest's setting
  // could then never apply under the step (docs/fleet.md).
  expect(runnerDefaultProblems(action)).toEqual([]);
  expect(runnerDefaultProblems({ ...action, inputs: { x: { description: 'd', default: '1' } } })).toEqual([
    expect.stringContaining('input x: write its default at the end of the description'),
  ]);
});

test('inputs come in groups: each under a heading in action.yml, and the README table and --help show the same groups in the same order', () => {
  const groups = inputGroups(ROOT);
  const names = Object.keys(action.inputs);
  expect(names.filter((name) => !groups[name])).toEqual([]);
  // Each group's inputs are together: a group never comes back after another.
  const order = names.map((name) => groups[name]!).filter((g, i, all) => g !== all[i - 1]);
  expect(new Set(order).size).toBe(order.length);
  expect(order.length).toBeGreaterThanOrEqual(8);
  // docs/inputs.md names each group, in action.yml's order, before its first input; the README
  // has a row per group, in the same order.
  const page = readFileSync(INPUTS_PAGE_PATH, 'utf8');
  const headings = [...page.matchAll(/^\| \*\*(.+?)\*\* \| \| \|$/gm)].map((m) => m[1]);
  expect(headings).toEqual(order);
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  expect([...readme.matchAll(/^\| \*\*(.+?)\*\* \| \[/gm)].map((m) => m[1])).toEqual(order);
  // --help is made from the same data: the generated docs carry each input's group.
  expect(INPUT_DOCS.map((doc) => doc.group)).toEqual(names.map((name) => groups[name]));
  const help = commandHelp('deploy')
    .split('\n')
    .filter((line) => /^ [A-Z].*:$/.test(line))
    .map((line) => line.trim().slice(0, -1));
  const deployGroups = order.filter((g) => names.some((n) => groups[n] === g && appliesTo(n, 'deploy')));
  expect(help).toEqual(deployGroups);
});
