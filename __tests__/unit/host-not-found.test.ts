import { problemText } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { HOST_NOT_FOUND_MS } from '../../src/base/policy.ts';
import { NetworkError } from '../../src/base/errors.ts';
import { loadDispatchers } from '../../src/http/proxy.ts';
import { createUndiciTransport } from '../../src/http/transport.ts';
import { readGitHubEnv } from '../../src/inputs/github-env.ts';
import { readInputsFrom } from '../../src/inputs/read.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { GITHUB_ENV } from '../helpers/runner-files.ts';
import { ScriptedTransport, type Answer, type ScriptStep } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * A control-plane host name that does not exist (the resolver's ENOTFOUND, not the temporary
 * EAI_AGAIN) fails within HOST_NOT_FOUND_MS, naming the host and the input that set it; a name
 * the control plane already answered under is only having a bad moment, and is retried as
 * before. In process on a virtual clock against a scripted transport; the real transport's
 * reading of the resolver's answer against `.invalid` names, which never resolve (RFC 6761).
 */
const ID = 'd0000000-0000-4000-8000-000000000001';
const REV = 'e0000000-0000-4000-8000-000000000001';
const T0 = Date.parse('2026-11-22T12:00:00Z');
const LIST = 'GET /v2/deployments?name_contains=agent&limit=100&offset=0';
const GET = `GET /v2/deployments/${ID}`;
const PATCH = `PATCH /v2/deployments/${ID}`;
const POLL = `GET /v2/deployments/${ID}/revisions/${REV}`;
const NOT_FOUND: Answer = { network: 'unresolved' };

const times = (n: number, expect: string, answer: Answer): ScriptStep[] =>
  Array.from({ length: n }, () => ({ expect, answer }));

async function play(inputs: Record<string, string>, steps: ScriptStep[]) {
  const clock = new VirtualClock(T0);
  const transport = new ScriptedTransport(clock, steps);
  const r = await runInProcess({ api_key: 'lsv2_key', wait: 'false', ...inputs }, { clock, transport });
  return { ...r, transport, sentAt: transport.sent.map((s) => s.at - T0) };
}

describe('a control-plane host name that does not exist', () => {
  test('api_url naming no host: fails within 10 s, naming the host and api_url; nothing else is sent', async () => {
    // Pauses of 2.5 s and 5 s (full jitter at 0.5); the next (10 s) would end past 10 s.
    const r = await play({ api_url: 'https://cp.example.invalid' }, times(3, LIST, NOT_FOUND));
    expect(r.transport.unused).toEqual([]);
    expect(r.sentAt).toEqual([0, 2_500, 7_500]);
    expect(r.clock.now() - T0).toBeLessThanOrEqual(HOST_NOT_FOUND_MS);
    expect(r.state.failure?.title).toBe('Host not found');
    expect(r.state.failure?.message).toMatch(
      /^The control plane's host cp\.example\.invalid does not exist \(ENOTFOUND\): api_url sets it; check its spelling\. Nothing was sent\./,
    );
    expect(r.state.failure?.message).toContain(`${LIST}: host name not found (ENOTFOUND)`);
  });

  test('self_hosted_url naming no host: named as that input', async () => {
    const r = await play({ self_hosted_url: 'https://langsmith.example.invalid' }, times(3, LIST, NOT_FOUND));
    expect(r.state.failure?.message).toMatch(
      /host langsmith\.example\.invalid does not exist \(ENOTFOUND\): self_hosted_url sets it/,
    );
  });

  test('a region whose host the runner cannot resolve: region named, the runner’s DNS suspected', async () => {
    const r = await play({ region: 'eu' }, times(3, LIST, NOT_FOUND));
    expect(r.state.failure?.title).toBe('Host not found');
    expect(r.state.failure?.message).toMatch(
      /host eu\.api\.host\.langchain\.com does not exist \(ENOTFOUND\): region \(eu\) sets it, the hosted control plane's own name: the runner's DNS or network does not resolve it/,
    );
  });

  test('with poll settings that retry fast, the attempts run out first: still named as not found', async () => {
    const r = await play(
      { api_url: 'https://cp.example.invalid', poll_interval: '100ms', poll_max_interval: '200ms' },
      times(8, LIST, NOT_FOUND),
    );
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure?.title).toBe('Host not found');
  });

  test('a temporary failure to resolve (EAI_AGAIN) is retried as before: every attempt, then unreachable', async () => {
    const r = await play(
      { api_url: 'https://cp.example.invalid' },
      times(8, LIST, { network: 'connect', code: 'EAI_AGAIN' }),
    );
    expect(r.transport.unused).toEqual([]);
    expect(r.state.failure?.title).toBe('Control plane unreachable');
    expect(r.clock.now() - T0).toBeGreaterThan(HOST_NOT_FOUND_MS);
  });

  test('a name the control plane already answered under is retried as before while it fails to resolve', async () => {
    const r = await play({ deployment_id: ID, wait: 'true', api_url: 'https://cp.example.invalid' }, [
      { expect: GET, answer: { status: 200, json: { id: ID, name: 'agent', latest_revision_id: null } } },
      {
        expect: PATCH,
        answer: { status: 200, json: { id: ID, name: 'agent', latest_revision_id: REV } },
      },
      ...times(4, POLL, NOT_FOUND),
      { expect: POLL, answer: { status: 200, json: { id: REV, status: 'DEPLOYED' } } },
      { expect: GET, answer: { status: 200, json: { id: ID, name: 'agent', latest_revision_id: REV } } },
    ]);
    expect(r.state.failure).toBeUndefined();
    expect(r.state.revision.status).toBe('DEPLOYED');
  });
});

describe('the input that set the control plane, as each front end names it', () => {
  const read = (values: Record<string, string>, label?: (input: string) => string) => {
    const result = readInputsFrom({
      value: (name) => values[name] ?? '',
      workflow: readGitHubEnv(GITHUB_ENV),
      env: {},
      ...(label ? { label } : {}),
    });
    if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('; '));
    return result.inputs.controlPlane.urlFrom;
  };
  const flag = (input: string) => `--${input.replace(/_/g, '-')}`;

  test.each([
    [
      { api_key: 'k', api_url: 'https://cp.example.com', self_hosted_url: 'https://ls.example.com' },
      'api_url',
    ],
    [{ api_key: 'k', self_hosted_url: 'https://ls.example.com' }, 'self_hosted_url'],
    [{ api_key: 'k', region: 'eu' }, 'region'],
    [{ api_key: 'k' }, 'region'],
  ])('%j: %s, labelled as the front end labels it', (values, input) => {
    expect(read(values)).toMatchObject({ input, label: input });
    expect(read(values, flag)).toMatchObject({ input, label: flag(input) });
  });
});

describe('the real transport reads the resolver’s answer', () => {
  const send = async (url: string, env: NodeJS.ProcessEnv): Promise<unknown> => {
    const transport = await createUndiciTransport(await loadDispatchers(env));
    return transport
      .send({
        method: 'GET',
        url,
        label: '/v2/deployments',
        headers: {},
        timeoutMs: 10_000,
        signal: new AbortController().signal,
      })
      .catch((error: unknown) => error);
  };

  test('a name that does not exist: unresolved, with the host', async () => {
    const error = await send('https://cp.example.invalid/v2/deployments', {});
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ failure: 'unresolved', code: 'ENOTFOUND', host: 'cp.example.invalid' });
    expect((error as NetworkError).proxy).toBeUndefined();
  });

  test('a proxy whose name does not exist: the proxy’s host, and the variable that set it', async () => {
    const error = await send('https://cp.example.com/v2/deployments', {
      https_proxy: 'http://proxy.example.invalid:3128',
    });
    expect(error).toMatchObject({
      failure: 'unresolved',
      host: 'proxy.example.invalid',
      proxy: 'https_proxy',
    });
  });
});
