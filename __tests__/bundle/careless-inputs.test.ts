import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { errorLine, logLines, runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { tempDir } from '../helpers/temp.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Inputs that could never work, or never take effect, are said before any request is sent. */
let emulator: Emulator;

beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

describe('ids', () => {
  test('a deployment name in deployment_id is refused before any request, with a hint to use name', async () => {
    emulator.store.seedDeployed('agent');
    const result = await runBundle(emulatorInputs(emulator, { command: 'status', deployment_id: 'agent' }));
    expect(result.code).toBe(1);
    expect(emulator.requests).toEqual([]);
    expect(errorLine(result.stdout)).toContain(
      "deployment_id: is not a UUID (the deployment's id, e.g. 0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a); to find a deployment by its name, set name instead",
    );
    expect(result.outputs.status).toBe('INVALID_INPUTS');
  });

  test('an upper-case UUID is the same deployment: accepted and sent as the API writes it', async () => {
    const d = emulator.store.seedDeployed('agent');
    const result = await runBundle(
      emulatorInputs(emulator, { command: 'status', deployment_id: d.id.toUpperCase() }),
    );
    expect(result.code).toBe(0);
    expect(emulator.requests[0]!.path).toBe(`/v2/deployments/${d.id}`);
    expect(result.outputs.deployment_id).toBe(d.id);
  });
});

describe('inputs that cannot take effect', () => {
  test('revision_id with command deploy is refused before any request, naming both inputs', async () => {
    const d = emulator.store.seedDeployed('agent');
    const result = await runBundle(emulatorInputs(emulator, { revision_id: d.revisions[0]!.id }));
    expect(result.code).toBe(1);
    expect(emulator.requests).toEqual([]);
    expect(errorLine(result.stdout)).toContain(
      'revision_id: only applies to command: rollback (the revision it redeploys); command: deploy does not use it',
    );
    expect(result.outputs.status).toBe('INVALID_INPUTS');
  });

  test('a harmless one is a warning at the start of the run, before the first request; the run goes on', async () => {
    const result = await runBundle(emulatorInputs(emulator, { logs: 'off', log_lines: '10' }));
    expect(result.code).toBe(0);
    const lines = logLines(result.stdout);
    const warning = lines.indexOf(
      '::warning title=Input has no effect::log_lines: has no effect with logs: off (no log is read)',
    );
    expect(warning).toBeGreaterThanOrEqual(0);
    // The lookup is the run's first request.
    expect(warning).toBeLessThan(lines.findIndex((l) => l.startsWith('::group::Find deployment')));
    expect(emulator.requests.length).toBeGreaterThan(0);
  });
});

describe('the smoke test without a checkout', () => {
  test('is refused before the deploy starts, naming actions/checkout and assistant_id', async () => {
    const result = await runBundle(emulatorInputs(emulator, { smoke_test: 'true' }), {
      GITHUB_WORKSPACE: tempDir('empty-ws'),
    });
    expect(result.code).toBe(1);
    expect(emulator.requests).toEqual([]);
    expect(errorLine(result.stdout)).toContain(
      'assistant_id: is empty, and langgraph.json (graph_config_path) is not in the workspace to name the assistant the smoke test runs: check the repository out first (an actions/checkout step before this one), or set assistant_id',
    );
  });
});

describe('secrets set outside the workflow', () => {
  test('an update that would delete one is refused before any write (a dry run says so too); replace deletes it, saying which', async () => {
    const d = emulator.store.seedDeployed('agent');
    d.secrets = [{ name: 'SET_IN_UI', value: 'ui-secret-value-77' }];
    const secrets = 'OPENAI_API_KEY=sk-careless-suite-1';
    for (const dryRun of ['true', 'false']) {
      const refused = await runBundle(emulatorInputs(emulator, { secrets, dry_run: dryRun }));
      expect(refused.code).toBe(1);
      expect(errorLine(refused.stdout)).toMatch(
        /title=Secrets would be deleted::Deployment \S+ has secret SET_IN_UI, which secrets leaves out\./,
      );
    }
    expect(emulator.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(d.secrets).toEqual([{ name: 'SET_IN_UI', value: 'ui-secret-value-77' }]);
    const replaced = await runBundle(emulatorInputs(emulator, { secrets, secrets_mode: 'replace' }));
    expect(replaced.code).toBe(0);
    expect(logLines(replaced.stdout)).toContain(
      'Secrets: added OPENAI_API_KEY; removed SET_IN_UI (values hidden).',
    );
    expect(d.secrets.map((s) => s.name)).toEqual(['OPENAI_API_KEY']);
  });
});

describe('every problem in one run', () => {
  test('a bad region, a bad timeout and a typo in the checks file are all reported at once', async () => {
    const workspace = tempDir('checks-typo-ws');
    writeFileSync(join(workspace, 'checks.yaml'), 'cases:\n  - name: greets\n    imput: Hi\n');
    const result = await runBundle(
      emulatorInputs(emulator, { region: 'mars', timeout: 'soon', checks: 'checks.yaml' }),
      { GITHUB_WORKSPACE: workspace },
    );
    expect(result.code).toBe(1);
    expect(emulator.requests).toEqual([]);
    const error = errorLine(result.stdout);
    expect(error).toContain('region: "mars" is not accepted; use one of us, eu');
    expect(error).toContain('timeout: ');
    expect(error).toContain(
      'checks (checks.yaml): case "greets": "imput" is not a known field; use name, input, config, assistant_id, expect, runs, min_passes',
    );
    expect(result.outputs.status).toBe('INVALID_INPUTS');
  });
});
