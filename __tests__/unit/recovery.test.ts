import { problemText } from '../../src/inputs/problem.ts';
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
  if (!read.ok) throw new Error(read.problems.map((p) => problemText(p)).join('; '));
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
    expect(r.state).toMatchObject({ target: { created: true, deploymentId: ID }, revision: { id: NEW } });
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
    expect(r.state).toMatchObject({ target: { created: true }, revision: { id: NEW } });
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

  test('a 409 on the first create (nothing of ours was lost) is the name taken: reported, never adopted', async () => {
    const r = await play({}, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { status: 409, json: { detail: 'exists' } } },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure?.title).toBe('Name taken');
    expect(r.state.target.created).toBe(false);
    expect(r.state.target.deploymentId).toBeUndefined();
  });

  test('the pause before re-checking is cut to what is left of timeout, then the run times out', async () => {
    const r = await play({ timeout: '2s' }, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { network: 'dropped' }, takesMs: 500 },
    ]);
    expect(r.transport.unused).toEqual([]);
    // The full pause would be 2.5 s; 1.5 s was left.
    expect(r.clock.pauses).toEqual([1_500]);
    expect(r.state.failure?.stopped).toBe('timeout');
    expect(r.state.failure?.message).toContain(
      'The create of deployment agent was sent and not answered: it may have happened on the server',
    );
  });

  test('a 408 (refused before it was processed) is repeated, even for a create', async () => {
    const r = await play({}, [
      { expect: LIST, answer: none },
      { expect: CREATE, answer: { status: 408 } },
      { expect: CREATE, answer: { status: 201, json: deployment(NEW) } },
      { expect: revision(NEW), answer: queued(NEW) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure).toBeUndefined();
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
    expect(r.state).toMatchObject({ revision: { id: NEW }, target: { created: false } });
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
    expect(r.state.revision.id).toBe(NEW);
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
    expect(r.state.revision.id).toBe(NEW);
  });
});

describe('an uncertain delete', () => {
  test('a reply lost after the server deleted: the deployment is gone, reported DELETED, one DELETE', async () => {
    const r = await play({ command: 'delete', deployment_id: ID }, [
      { expect: DELETE, answer: { network: 'dropped' } },
      { expect: GET, answer: { status: 404, json: { detail: 'not found' } } },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state).toMatchObject({ target: { deleteResult: 'DELETED' } });
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
    expect(r.state.target.deleteResult).toBe('DELETED');
  });
});

describe('an uncertain redeploy (command: rollback)', () => {
  const R1 = 'c1000000-0000-4000-8000-000000000001';
  const R2 = 'c2000000-0000-4000-8000-000000000002';
  const R3 = 'c3000000-0000-4000-8000-000000000003';
  const R4 = 'c4000000-0000-4000-8000-000000000004';
  const C1 = '1'.repeat(40);
  const C2 = '2'.repeat(40);
  const PUSHED = '9'.repeat(40);
  const rev = (id: string, status: string, commit: string) => ({
    id,
    status,
    source_revision_config: { repo_ref: 'main', repo_commit_sha: commit },
  });
  const serving = { status: 200, json: { ...deployment(R2), active_revision_id: R2 } };
  const latest = (id: string) => ({ status: 200, json: { ...deployment(id), active_revision_id: R2 } });
  const list = (...rows: object[]) => ({ status: 200, json: { resources: rows, offset: rows.length } });
  /** Finding the deployment, what serves, and the revision to roll back to (R1). */
  const chooseR1: ScriptStep[] = [
    { expect: GET, answer: serving },
    { expect: revision(R2), answer: { status: 200, json: rev(R2, 'DEPLOYED', C2) } },
    {
      expect: `GET /v2/deployments/${ID}/revisions?limit=100&offset=0&status=DEPLOYED`,
      answer: list(rev(R2, 'DEPLOYED', C2), rev(R1, 'DEPLOYED', C1)),
    },
    // Read to its end: whether a revision was rolled back from shows only in older ones.
    { expect: `GET /v2/deployments/${ID}/revisions?limit=100&offset=2&status=DEPLOYED`, answer: list() },
    { expect: GET, answer: latest(R2) },
    // What R1 builds, to know its redeploy by.
    { expect: revision(R1), answer: { status: 200, json: rev(R1, 'DEPLOYED', C1) } },
  ];
  const REDEPLOY = `POST /v2/deployments/${ID}/revisions/${R1}/redeploy`;
  const RECENT = `GET /v2/deployments/${ID}/revisions?limit=10`;

  test('a reply lost after the server redeployed: its revision (building R1’s commit) is found and followed, one redeploy', async () => {
    const r = await play({ command: 'rollback', deployment_id: ID }, [
      ...chooseR1,
      { expect: REDEPLOY, answer: { network: 'dropped' } },
      {
        expect: RECENT,
        answer: list(rev(R3, 'QUEUED', C1), rev(R2, 'DEPLOYED', C2), rev(R1, 'DEPLOYED', C1)),
      },
      { expect: GET, answer: latest(R3) },
      { expect: revision(R3), answer: { status: 200, json: rev(R3, 'QUEUED', C1) } },
      { expect: GET, answer: latest(R3) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.transport.requests.filter((q) => q === REDEPLOY)).toHaveLength(1);
    expect(r.state).toMatchObject({ revision: { id: R3 }, target: { action: 'rollback' } });
  });

  test('a new revision whose source the control plane does not name, after a lost reply: nothing more is sent, the outcome is said to be unknown', async () => {
    const r = await play({ command: 'rollback', deployment_id: ID }, [
      ...chooseR1,
      { expect: REDEPLOY, answer: { network: 'dropped' } },
      { expect: RECENT, answer: list({ id: R3, status: 'QUEUED' }, rev(R2, 'DEPLOYED', C2)) },
      { expect: GET, answer: latest(R3) },
      { expect: RECENT, answer: list({ id: R3, status: 'QUEUED' }, rev(R2, 'DEPLOYED', C2)) },
      { expect: GET, answer: latest(R3) },
      { expect: RECENT, answer: list({ id: R3, status: 'QUEUED' }, rev(R2, 'DEPLOYED', C2)) },
      { expect: GET, answer: latest(R3) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.transport.requests.filter((q) => q === REDEPLOY)).toHaveLength(1);
    expect(r.state.failure?.title).toBe('Rollback failed');
    expect(r.state.failure?.message).toContain('Redeploy outcome unknown');
  });

  test('a push’s build that appeared meanwhile is not taken for the redeploy: the redeploy is sent again', async () => {
    const r = await play({ command: 'rollback', deployment_id: ID }, [
      ...chooseR1,
      { expect: REDEPLOY, answer: { network: 'dropped' } },
      { expect: RECENT, answer: list(rev(R3, 'BUILDING', PUSHED), rev(R2, 'DEPLOYED', C2)) },
      { expect: GET, answer: latest(R3) },
      { expect: REDEPLOY, answer: latest(R4) },
      // The revision the reply names is checked to be newer than the one read before the redeploy.
      {
        expect: RECENT,
        answer: list(rev(R4, 'QUEUED', C1), rev(R3, 'BUILDING', PUSHED), rev(R2, 'DEPLOYED', C2)),
      },
      { expect: GET, answer: latest(R4) },
      { expect: revision(R4), answer: { status: 200, json: rev(R4, 'QUEUED', C1) } },
      { expect: GET, answer: latest(R4) },
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.state.revision.id).toBe(R4);
  });
});
