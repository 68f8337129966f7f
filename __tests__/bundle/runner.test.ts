import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { logLines, runBundle } from '../helpers/bundle.ts';
import { join } from 'node:path';
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
    // The runner's output file is missing, so @actions/core throws at the run's first output:
    // the error escapes run() as a bug's would, and index.ts's last line of defence writes them.
    const dir = tempDir('crash');
    const output = join(dir, 'missing-output');
    const result = await runBundle(inputs(), { GITHUB_OUTPUT: output });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^::error title=Unexpected error::Unexpected error: .*Missing file at path/m,
    );
    const outputs = parseOutputFile(output);
    expect(outputs).toMatchObject({ status: 'INTERNAL_ERROR', smoke_test: 'skipped' });
    // What the run had set before the crash (its first output, whose writing failed) is kept.
    expect(outputs.deployment_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(outputs).sort()).toEqual(Object.keys(createdAndDeployedOutputs(emulator)).sort());
    expect(result.summary).toContain('## ❌ Internal error');
    expect(leakedLines(result.stdout + result.summary, [SECRET, EMULATOR_API_KEY])).toEqual([]);
  });

  test("runs on Node >= 24, the runtime of `runs.using: node24` (not the machine's older Node)", () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
