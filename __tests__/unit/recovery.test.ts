import { describe, expect, test } from '@jest/globals';
import { readInputs } from '../../src/inputs/read.ts';
import { run } from '../../src/main.ts';
import { RecordingPort } from '../helpers/recording-port.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * Writes whose outcome is unknown (lost replies, 5xx, timeouts) are checked on the server before
 * they are repeated: the whole run in-process, against a scripted transport on a virtual clock,
 * asserting the exact requests and pauses.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const OLD = 'a0000000-0000-4000-8000-000000000001';
const NEW = 'b0000000-0000-4000-8000-000000000002';

const LIST = 'GET /v2/deployments?name_contains=agent&limit=100&offset=0';
const CREATE = 'POST /v2/deployments';
const GET = `GET /v2/deployments/${ID}`;
const PATCH = `PATCH /v2/deployments/${ID}`;
const DELETE = `DELETE /v2/deployments/${ID}`;
const REVISIONS = `GET /v2/deployments/${ID}/revisions?limit=1`;
const revision = (id: string): string => `GET /v2/deployments/${ID}/revisions/${id}`;

const deployment = (latest: string) => ({ id: ID, name: 'agent', latest_revision_id: latest });
const found = (latest: string) => ({ status: 200, json: { resources: [deployment(latest)], offset: 1 } });
const none = { status: 200, json: { resources: [], offset: 0 } };
const revisions = (id: string) => ({
  status: 200,
  json: { resources: [{ id, status: 'QUEUED' }], offset: 1 },
});
const queued = (id: string) => ({ status: 200, json: { id, status: 'QUEUED' } });

async function play(inputs: Record<string, string>, steps: ScriptStep[]) {
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, steps);
  const env = {
    ...GITHUB_ENV,
    ...inputEnv({ api_key: 'lsv2_key', integration_id: OLD, wait: 'false', ...inputs }),
  };
  const read = readInputs(env);
  if (!read.ok) throw new Error(read.problems.join('; '));
  const port = new RecordingPort();
  const state = await run(read.inputs, {
    clock,
    random: () => 0.5,
    signal: new AbortController().signal,
    reporting: new AbortController().signal,
    port,
    env,
    transport,
  });
  return { state, transport, clock, port };
}

describe('an uncertain create', () => {
  test('a reply lost after the server created the deployment: found by name and adopted, one POST', async () => {
    const r = await play({}, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { network: 'dropped' } },
      { expect: LIST, answer: found(NEW) },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500]);
    expect(r.state).toMatchObject({ created: true, deploymentId: ID, revisionId: NEW });
    expect(r.state.failure).toBeUndefined();
    expect(r.port.stdout).toContain('The create did happen on the server');
  });

  test('a 503 before the server acted: nothing found by name, so the POST is sent once more', async () => {
    const r = await play({}, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { status: 503 } },
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { status: 201, json: deployment(NEW) } },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500]);
    expect(r.state.failure).toBeUndefined();
  });

  test('a 409 right after an unknown outcome is our own first attempt: adopted', async () => {
    const r = await play({}, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { hang: true } },
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { status: 409, json: { detail: 'exists' } } },
      { expect: LIST, answer: found(NEW) },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state).toMatchObject({ created: true, revisionId: NEW });
    expect(r.state.failure).toBeUndefined();
  });

  test('a 409 with nothing found is the name taken by someone else: reported, not retried', async () => {
    const r = await play({}, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { network: 'dropped' } },
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { status: 409, json: { detail: 'exists' } } },
      { expect: LIST, answer: none },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure?.title).toBe('Name taken');
  });

  test('a create that stays unknown gives up after 8 checks with the original failure', async () => {
    const steps: ScriptStep[] = [{ expect: LIST, answer: none }];
    for (let i = 0; i < 8; i++) {
      steps.push({ expect: CREATE, answer: { status: 502 } }, { expect: LIST, answer: none });
    }
    const r = await play({ timeout: '1h' }, steps);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500, 5_000, 10_000, 15_000, 15_000, 15_000, 15_000, 15_000]);
    expect(r.state.failure?.message).toMatch(
      /^The control plane kept failing after retries; it may be down: try again later\.\nPOST \/v2\/deployments answered 502/,
    );
  });
});

describe('an uncertain update', () => {
  test('a reply lost after the server made the revision: the new revision is found and followed, one PATCH', async () => {
    const r = await play({ deployment_id: ID }, [
      { expect: GET, answer: { status: 200, json: deployment(OLD) } },
      { expect: PATCH, answer: { network: 'dropped' } },
      { expect: REVISIONS, answer: revisions(NEW) },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500]);
    expect(r.state).toMatchObject({ revisionId: NEW, created: false });
    expect(r.state.failure).toBeUndefined();
  });

  test('a 500 before the server acted: no newer revision, so the PATCH is sent once more', async () => {
    const r = await play({ deployment_id: ID }, [
      { expect: GET, answer: { status: 200, json: deployment(OLD) } },
      { expect: PATCH, answer: { status: 500 } },
      { expect: REVISIONS, answer: revisions(OLD) },
      { expect: PATCH, answer: { status: 200, json: deployment(NEW) } },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.revisionId).toBe(NEW);
  });

  test('a reply that names no new revision: the list is read a few times, then a titled failure', async () => {
    const r = await play({ deployment_id: ID }, [
      { expect: GET, answer: { status: 200, json: deployment(OLD) } },
      { expect: PATCH, answer: { status: 200, json: deployment(OLD) } },
      { expect: REVISIONS, answer: revisions(OLD) },
      { expect: REVISIONS, answer: revisions(OLD) },
      { expect: REVISIONS, answer: revisions(OLD) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([5_000, 10_000]);
    expect(r.state.failure).toMatchObject({ title: 'No new revision' });
    expect(r.state.failure?.message).toMatch(/no new revision appeared \(latest is still a0000000/);
  });

  test('a reply that names no new revision, listed a moment later: followed', async () => {
    const r = await play({ deployment_id: ID }, [
      { expect: GET, answer: { status: 200, json: deployment(OLD) } },
      { expect: PATCH, answer: { status: 200, json: deployment(OLD) } },
      { expect: REVISIONS, answer: revisions(OLD) },
      { expect: REVISIONS, answer: revisions(NEW) },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.revisionId).toBe(NEW);
  });
});

describe('an uncertain delete', () => {
  test('a reply lost after the server deleted: the deployment is gone, reported DELETED, one DELETE', async () => {
    const r = await play({ command: 'delete', deployment_id: ID }, [
      { expect: DELETE, answer: { network: 'dropped' } },
      { expect: GET, answer: { status: 404, json: { detail: 'not found' } } },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state).toMatchObject({ deleteResult: 'DELETED' });
    expect(r.state.failure).toBeUndefined();
  });

  test('a 503 before the server acted: the deployment still exists, so the DELETE is sent once more', async () => {
    const r = await play({ command: 'delete', deployment_id: ID }, [
      { expect: DELETE, answer: { status: 503 } },
      { expect: GET, answer: { status: 200, json: deployment(OLD) } },
      { expect: DELETE, answer: { status: 204 } },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500]);
    expect(r.state.deleteResult).toBe('DELETED');
  });
});
