import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAction, renderReadme } from '../../scripts/action-docs.ts';
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

test('README inputs and outputs tables match action.yml (run `npm run docs` to regenerate)', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  expect(renderReadme(readme, action)).toBe(readme);
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
