import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import type { StoredDeployment } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { rawRequest } from '../helpers/raw-request.ts';
import { uploadEnv, uploadInputs, workspaceWith } from '../helpers/workspace.ts';

/**
 * The revision's source (docs/platform-compatibility.md): a PATCH without `revision_source`
 * builds from the deployment's own source, so every GitHub or upload revision names its own.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const githubInputs = (extra: Record<string, string> = {}) => emulatorInputs(emulator, extra);
const patches = () => emulator.requests.filter((r) => r.route === 'patch-deployment');
const writes = () => emulator.requests.filter((r) => r.method !== 'GET');
const config = JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } });

/** A deployment made from images, as `langgraph deploy` makes one with Docker. */
const seedImages = (name: string, source: 'internal_docker' | 'external_docker'): StoredDeployment =>
  emulator.store.create({
    name,
    source,
    sourceConfig: {},
    sourceRevisionConfig: { image_uri: 'registry.example.com/agent@sha256:' + 'a'.repeat(64) },
    secrets: [],
  });

const patch = (id: string, body: object) => rawRequest(emulator, 'PATCH', `/v2/deployments/${id}`, body);

describe('the emulator applies the fall-back as the API describes it', () => {
  test('a PATCH without revision_source builds from the deployment’s own source', async () => {
    const d = emulator.store.seedDeployed('agent');
    expect((await patch(d.id, { source_revision_config: { repo_ref: 'next' } })).status).toBe(200);
    expect(d.revisions[0]!.source).toBe('github');
    // An uploaded deployment's own source is uploaded source: a ref names no archive.
    const uploaded = emulator.store.seedUploaded('uploaded').deployment;
    const wrong = await patch(uploaded.id, {
      source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
    });
    expect(wrong).toMatchObject({ status: 400, detail: expect.stringContaining('source_tarball_path') });
  });

  test('revision_source github is refused for a deployment that has no repository', async () => {
    const uploaded = emulator.store.seedUploaded('uploaded').deployment;
    expect(
      await patch(uploaded.id, { revision_source: 'github', source_revision_config: { repo_ref: 'main' } }),
    ).toEqual({
      status: 400,
      detail: "revision_source 'github' is not available for 'internal_source' source deployments",
    });
  });
});

describe('the action names the revision’s source', () => {
  test('an update with source: github sends revision_source: github', async () => {
    emulator.store.seedDeployed('agent');
    const run = await runInProcess(githubInputs());
    expect(run.exitCode).toBe(0);
    expect(patches().map((r) => (r.body as { revision_source?: string }).revision_source)).toEqual([
      'github',
    ]);
  });

  test('source: github for a deployment `langgraph deploy` made from uploads fails before any write, naming source: upload', async () => {
    const made = emulator.store.seedUploaded('agent').deployment;
    const run = await runInProcess(githubInputs());
    expect(run.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(run.state.failure).toEqual({
      title: 'Source does not fit the deployment',
      message: `Deployment ${made.id} (agent) is built from uploaded source, with no repository or GitHub integration (source internal_source), so source: github cannot make its next revision: a GitHub revision builds from the repository and integration the deployment was created with, and an update cannot add them. Nothing was sent. Set source: upload to update it, or set another name to create a deployment with source: github.`,
    });
  });

  test('source: upload of a GitHub deployment is the API’s override: allowed, and the log says the sources differ', async () => {
    const d = emulator.store.seedDeployed('agent');
    const ws = workspaceWith({ 'agent/langgraph.json': config, 'agent/g.py': 'g = 1\n' });
    const run = await runInProcess(uploadInputs(emulator, { name: 'agent' }), { env: uploadEnv(ws) });
    expect(run.exitCode).toBe(0);
    expect((patches()[0]!.body as { revision_source?: string }).revision_source).toBe('internal_source');
    expect(d.revisions[0]!.source).toBe('internal_source');
    expect(run.stdout).toContain(
      `Deployment ${d.id} (agent) builds from a GitHub repository (source github); this revision is built from the uploaded archive instead (revision_source internal_source, the API's override for one revision).`,
    );
  });

  test('an image deployment takes no revision from this action: nothing is uploaded or sent', async () => {
    const made = seedImages('agent', 'internal_docker');
    const ws = workspaceWith({ 'agent/langgraph.json': config, 'agent/g.py': 'g = 1\n' });
    const run = await runInProcess(uploadInputs(emulator, { name: 'agent' }), { env: uploadEnv(ws) });
    expect(run.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(emulator.storage.uploads.size).toBe(0);
    expect(run.state.failure!.message).toContain(
      `Deployment ${made.id} (agent) runs images pushed by LangSmith's deploy clients (source internal_docker), so source: upload cannot make its next revision`,
    );
    expect(run.state.failure!.message).toContain('This action makes no revision of it');
  });

  test('an image from a registry takes source: external_docker, which the message names', async () => {
    seedImages('agent', 'external_docker');
    const run = await runInProcess(githubInputs());
    expect(run.exitCode).toBe(1);
    expect(writes()).toEqual([]);
    expect(run.state.failure!.message).toContain('Set source: external_docker to update it');
  });

  test('a source the table does not know, even `constructor` or `__proto__`, is left to the platform, never a crash', async () => {
    for (const source of ['constructor', '__proto__', 'toString', 'future_source']) {
      const d = emulator.store.seedDeployed(`agent-${source.replace(/_/g, '')}`.toLowerCase());
      d.source = source as typeof d.source;
      const run = await runInProcess(githubInputs({ name: d.name }));
      // Not a bug of ours: the PATCH goes out, and the platform's own answer is what the job shows.
      expect(run.state.failure).toMatchObject({ title: 'HTTP 400' });
      expect(run.state.failure!.internal).toBeUndefined();
      expect(patches().at(-1)!.path).toBe(`/v2/deployments/${d.id}`);
    }
  });
});
