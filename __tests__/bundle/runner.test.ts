import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { logLines, runBundle } from '../helpers/bundle.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { leakedLines, parseOutputFile } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';
import { createdAndDeployedOutputs, emulatorInputs } from '../helpers/inputs.ts';

const SECRET = 'sk-bundle-secret-value-42';
let emulator: Emulator;

beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const inputs = (extra: Record<string, string> = {}): Record<string, string> =>
  emulatorInputs(emulator, { secrets: `OPENAI_API_KEY=${SECRET}\nMULTI=line-one`, ...extra });

describe('the bundle, run as the runner runs it', () => {
  test('create → DEPLOYED: exit 0, outputs in GITHUB_OUTPUT, summary written, nothing leaked', async () => {
    const result = await runBundle(inputs(), { RUNNER_DEBUG: '1' });
    expect(result.code).toBe(0);
    expect(result.outputs).toEqual(createdAndDeployedOutputs(emulator));
    expect(result.summary).toMatch(
      /^## ✅ Created `agent`\n\nRevision `[0-9a-f-]{36}` \(commit `[0-9a-f]{7}`\) is deployed and serving traffic\./,
    );
    expect(result.stdout).toContain(`::add-mask::${SECRET}`);
    expect(result.stdout).toContain(`::add-mask::${EMULATOR_API_KEY}`);
    expect(result.stdout).toMatch(/::debug::POST \/v2\/deployments → 201 in \d+ms/);
    const everything = [result.stdout, result.stderr, result.summary, JSON.stringify(result.outputs)].join(
      '\n',
    );
    expect(leakedLines(everything, [SECRET, EMULATOR_API_KEY])).toEqual([]);
    expect(result.stderr).toBe('');
  });

  test('BUILD_FAILED: exit 1, an error annotation that says what to do, outputs set', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const result = await runBundle(inputs());
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error title=Revision BUILD_FAILED::The image build failed: check langgraph.json/,
    );
    expect(result.outputs).toMatchObject({ status: 'BUILD_FAILED', created: 'true' });
    expect(result.outputs.revision_id).not.toBe('');
    expect(result.summary).toMatch(
      /^## ❌ Revision BUILD_FAILED: `agent`\n\nNothing serves yet: this was the deployment’s first revision\./,
    );
    // A first deployment that failed serves nothing: no URL is offered.
    expect(result.summary).not.toContain('**URL:**');
    expect(leakedLines(result.stdout + result.summary, [SECRET, EMULATOR_API_KEY])).toEqual([]);
  });

  test('bad inputs: exit 1 with every problem in one error, no request sent, no secret echoed', async () => {
    const result = await runBundle(
      inputs({ region: 'mars', timeout: 'soon', secrets: `bad-name=${SECRET}` }),
      { GITHUB_ACTION_REPOSITORY: 'acme/langgraph-deploy-action' },
    );
    expect(result.code).toBe(1);
    expect(emulator.requests).toEqual([]);
    const error = logLines(result.stdout).find((l) => l.startsWith('::error'))!;
    expect(error).toContain('title=Invalid inputs::Invalid inputs; nothing was sent:');
    expect(error).toContain('region: "mars" is not accepted');
    expect(error).toContain('timeout: "soon" is not a duration');
    expect(error).toContain(
      'secrets: line 1: the text before the first "=" is not a valid environment variable name',
    );
    // Every output is still set, status says why; the summary lists each refused input.
    expect(result.outputs).toMatchObject({
      status: 'INVALID_INPUTS',
      deployment_id: '',
      revision_id: '',
      created: 'false',
      rolled_back: 'false',
      smoke_test: 'skipped',
    });
    expect(result.summary).toMatch(/^## ❌ Invalid inputs: nothing was sent\n/);
    expect(result.summary).toContain('- region: &quot;mars&quot; is not accepted');
    expect(result.summary).toContain('- timeout: &quot;soon&quot; is not a duration');
    expect(result.summary).toContain(
      'Every input, its default and what it accepts: [the README’s Inputs table](https://github.com/acme/langgraph-deploy-action#inputs).',
    );
    expect(
      leakedLines(result.stdout + result.stderr + result.summary + JSON.stringify(result.outputs), [
        SECRET,
        EMULATOR_API_KEY,
      ]),
    ).toEqual([]);
  });

  test('a crash outside any command (an error escapes the run): every output still written, status INTERNAL_ERROR, exit 1', async () => {
    // The log breaks once, as the run reports its failure (Node's stdout throws at the first error
    // annotation): the error escapes run() as a bug's would, and index.ts's last line of defence
    // writes every output.
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const dir = tempDir('crash');
    const breakOnce = join(dir, 'break-stdout-once.mjs');
    writeFileSync(
      breakOnce,
      [
        'const write = process.stdout.write.bind(process.stdout);',
        'let broken = false;',
        'process.stdout.write = (chunk, ...rest) => {',
        "  if (!broken && String(chunk).startsWith('::error')) {",
        '    broken = true;',
        "    throw new TypeError('the log broke');",
        '  }',
        '  return write(chunk, ...rest);',
        '};',
      ].join('\n'),
    );
    const result = await runBundle(inputs(), { NODE_OPTIONS: `--import=${pathToFileURL(breakOnce).href}` });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error title=Unexpected error::Unexpected error: the log broke/m);
    expect(result.outputs).toMatchObject({ status: 'INTERNAL_ERROR', smoke_test: 'skipped' });
    // What the run had set before the crash is kept.
    expect(result.outputs.deployment_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(result.outputs).sort()).toEqual(
      Object.keys(createdAndDeployedOutputs(emulator)).sort(),
    );
    expect(result.summary).toContain('## ❌ Internal error');
    expect(leakedLines(result.stdout + result.summary, [SECRET, EMULATOR_API_KEY])).toEqual([]);
  });

  test('GITHUB_OUTPUT and GITHUB_STEP_SUMMARY naming files not made yet: both are made, the green deploy stays green', async () => {
    const dir = tempDir('new-runner-files');
    const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
    const result = await runBundle(inputs(), files);
    expect(result.stdout).not.toContain('Unexpected error');
    expect(result.stdout).not.toContain('::warning');
    expect(result.code).toBe(0);
    expect(parseOutputFile(files.GITHUB_OUTPUT)).toEqual(createdAndDeployedOutputs(emulator));
    expect(readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')).toMatch(/^## ✅ Created `agent`/);
  });

  test('a runner file that cannot be made (its folder is missing): one warning naming it, the deploy stays green', async () => {
    const dir = tempDir('missing-runner-folder');
    const files = {
      GITHUB_OUTPUT: join(dir, 'gone', 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'gone', 'summary.md'),
    };
    const result = await runBundle(inputs(), files);
    expect(result.code).toBe(0);
    const warnings = logLines(result.stdout).filter((l) => l.startsWith('::warning'));
    expect(warnings).toEqual([
      `::warning title=Runner file not written::GITHUB_OUTPUT names ${files.GITHUB_OUTPUT}, which cannot be written (ENOENT): the step's outputs are not written. Point GITHUB_OUTPUT at a file in a folder that exists, or leave it unset.`,
      `::warning title=Runner file not written::GITHUB_STEP_SUMMARY names ${files.GITHUB_STEP_SUMMARY}, which cannot be written (ENOENT): the job summary is not written. Point GITHUB_STEP_SUMMARY at a file in a folder that exists, or leave it unset.`,
    ]);
    expect(result.stderr).toBe('');
    // Refused inputs (index.ts writes their results itself): the same warning, not a crash.
    const refused = await runBundle(inputs({ timeout: 'soon' }), files);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('');
    expect(logLines(refused.stdout).filter((l) => l.startsWith('::warning'))).toHaveLength(2);
    expect(refused.stdout).toContain('::error title=Invalid inputs::');
  });

  test("runs on Node >= 24, the runtime of `runs.using: node24` (not the machine's older Node)", () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
