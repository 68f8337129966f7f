import { describe, expect, test } from '@jest/globals';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { uploadEnv, workspaceWith } from '../helpers/workspace.ts';

/**
 * The upload's own retries (source: upload), in process on a virtual clock against a scripted
 * control plane and storage host: which requests, in which order, with which pauses.
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const REV = 'e0000000-0000-4000-8000-000000000001';
const LIST = 'GET /v2/deployments?name_contains=agent&limit=100&offset=0';
const UPLOAD_URL = `POST /v2/deployments/${ID}/upload-url`;
const signed = (n: number) => ({
  status: 200,
  json: {
    upload_url: `https://storage.example/b/${n}.tar.gz?X-Goog-Signature=${'s'.repeat(32)}${n}`,
    object_path: `uploads/${n}.tar.gz`,
  },
});
const PUT = (n: number) => `PUT https://storage.example/b/${n}.tar.gz?…`;
const OLD = 'e0000000-0000-4000-8000-000000000000';
const deployment = { status: 200, json: { id: ID, name: 'agent', latest_revision_id: OLD } };
const thenRevision: ScriptStep[] = [
  {
    expect: `PATCH /v2/deployments/${ID}`,
    answer: { status: 200, json: { ...deployment.json, latest_revision_id: REV } },
  },
  {
    expect: `GET /v2/deployments/${ID}/revisions/${REV}`,
    answer: { status: 200, json: { id: REV, status: 'QUEUED' } },
  },
];

async function play(steps: ScriptStep[]) {
  const ws = workspaceWith({
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { a: './g.py:g' } }),
    'agent/g.py': 'g=1\n',
  });
  const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  const transport = new ScriptedTransport(clock, [
    { expect: LIST, answer: { status: 200, json: { resources: [deployment.json], offset: 1 } } },
    ...steps,
  ]);
  const r = await runInProcess(
    {
      api_key: 'lsv2_key',
      source: 'upload',
      graph_config_path: 'agent/langgraph.json',
      name: 'agent',
      wait: 'false',
    },
    { env: uploadEnv(ws), clock, transport },
  );
  return { ...r, transport };
}

describe('uploading the archive', () => {
  test('a 503 and a dropped connection are tried again, the same URL, after paced pauses', async () => {
    const r = await play([
      { expect: UPLOAD_URL, answer: signed(1) },
      { expect: PUT(1), answer: { status: 503 } },
      { expect: PUT(1), answer: { network: 'dropped' } },
      { expect: PUT(1), answer: { status: 200 } },
      ...thenRevision,
    ]);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500, 5_000]);
    expect(r.state.failure).toBeUndefined();
    // The whole archive went with each attempt, and never the key.
    const puts = r.transport.sent.filter((s) => s.request.startsWith('PUT'));
    expect(new Set(puts.map((p) => (p.body as { bytes: number }).bytes)).size).toBe(1);
    expect(puts.every((p) => !('x-api-key' in p.headers))).toBe(true);
  });

  test('a 403 (an expired URL) asks for a new URL once; a second 403 fails the run, naming the storage host', async () => {
    const renewed = await play([
      { expect: UPLOAD_URL, answer: signed(1) },
      { expect: PUT(1), answer: { status: 403 } },
      { expect: UPLOAD_URL, answer: signed(2) },
      { expect: PUT(2), answer: { status: 200 } },
      ...thenRevision,
    ]);
    expect(renewed.transport.unused).toEqual([]);
    expect(renewed.state.failure).toBeUndefined();

    const refused = await play([
      { expect: UPLOAD_URL, answer: signed(1) },
      { expect: PUT(1), answer: { status: 403 } },
      { expect: UPLOAD_URL, answer: signed(2) },
      { expect: PUT(2), answer: { status: 403 } },
    ]);
    expect(refused.transport.unused).toEqual([]);
    expect(refused.state.failure?.title).toBe('Upload failed');
    expect(refused.state.failure?.message).toContain('https://storage.example/b/2.tar.gz?…');
  });

  test('five failed attempts are the end: the run fails, no revision is made', async () => {
    const steps: ScriptStep[] = [{ expect: UPLOAD_URL, answer: signed(1) }];
    for (let i = 0; i < 5; i++) steps.push({ expect: PUT(1), answer: { status: 500 } });
    const r = await play(steps);
    expect(r.transport.unused).toEqual([]);
    expect(r.clock.pauses).toEqual([2_500, 5_000, 10_000, 15_000]);
    expect(r.state.failure?.message).toMatch(/after 5 attempts; no new revision was made/);
  });
});
