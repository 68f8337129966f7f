import { describe, expect, test } from '@jest/globals';
import { ActionError } from '../../src/base/errors.ts';
import { Deployment, Listener } from '../../src/control-plane/schemas.ts';
import {
  checkPlacement,
  describeListeners,
  onlyListener,
  placeOn,
  type Asked,
} from '../../src/deploy/placement.ts';
import { parseInvocation } from '../../src/cli/args.ts';
import { commandHelp } from '../../src/cli/help.ts';
import { readInputs } from '../../src/inputs/read.ts';
import { problemText } from '../../src/inputs/problem.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { ScriptedTransport } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';

/**
 * Where a new external_docker deployment runs, as the Go client's resolvePlacement decides: the
 * pure decision table, the inputs, and the lookup on LangSmith's cloud on a virtual clock.
 */
const L1 = 'e1000000-0000-4000-8000-000000000001';
const L2 = 'e2000000-0000-4000-8000-000000000002';

const listener = (id: string, namespaces: string[] | null, cluster = 'cluster-a') =>
  Listener.parse({ id, compute_id: cluster, compute_config: { k8s_namespaces: namespaces } });

/** The title and message a decision fails with, or what it chose. */
function decide(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    return { title: error.title, message: error.message };
  }
}

describe('the namespace on a listener (placeOn)', () => {
  test.each([
    ['one namespace, none asked: that one', ['agents'], undefined, { namespace: 'agents' }],
    ['one asked that it serves', ['a', 'b'], 'b', { namespace: 'b' }],
    ['none served', [], undefined, { title: 'Listener serves no namespace' }],
    ['none served (null)', null, 'a', { title: 'Listener serves no namespace' }],
    ['several, none asked', ['a', 'b'], undefined, { title: 'Namespace required' }],
    ['one asked that it does not serve', ['a', 'b'], 'c', { title: 'Namespace not served' }],
  ])('%s', (_what, namespaces, asked, expected) => {
    expect(decide(() => placeOn(listener(L1, namespaces), asked))).toMatchObject(expected);
  });

  test('a failure lists the namespaces it serves, with the cluster, and names the input to set', () => {
    expect(decide(() => placeOn(listener(L1, ['a', 'b']), 'c'))).toEqual({
      title: 'Namespace not served',
      message: `Listener ${L1} (cluster cluster-a) does not serve namespace c (k8s_namespace); set it to one of: a, b.`,
    });
    expect(decide(() => placeOn(listener(L1, ['a', 'b']), undefined))).toMatchObject({
      message: `Listener ${L1} (cluster cluster-a) serves several namespaces; set k8s_namespace to one of: a, b.`,
    });
  });
});

describe('the listener when none is named (onlyListener)', () => {
  test('none: no placement, unless a namespace was asked for', () => {
    expect(onlyListener([], undefined)).toBeUndefined();
    expect(decide(() => onlyListener([], 'agents'))).toMatchObject({ title: 'No listener' });
  });

  test('one: that one; several: a failure listing them', () => {
    expect(onlyListener([listener(L1, ['a'])])?.id).toBe(L1);
    expect(decide(() => onlyListener([listener(L1, ['a']), listener(L2, ['b', 'c'], 'east')]))).toEqual({
      title: 'Several listeners',
      message: `listener_id is empty and the workspace has 2 listeners; set listener_id to one of:\n  - ${L1} (cluster cluster-a): namespaces a\n  - ${L2} (cluster east): namespaces b, c`,
    });
  });

  test('a full page says "at least"; at most 10 listeners are listed, the rest counted', () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      listener(`e3000000-0000-4000-8000-${String(i).padStart(12, '0')}`, ['a']),
    );
    const failure = decide(() => onlyListener(many)) as { message: string };
    expect(failure.message).toMatch(/^listener_id is empty and the workspace has at least 100 listeners/);
    expect(failure.message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(10);
    expect(failure.message).toMatch(/\n {2}… and 90 more$/);
  });
});

describe('names from the server are cleaned and bounded before they are shown', () => {
  test('control characters, bidirectional overrides and huge names or lists never reach the message', () => {
    const hostile = listener(
      L1,
      ['ns\u001b[31m\u202e', 'x'.repeat(10_000), ...Array(500).fill('n')],
      'c\nl\u0007',
    );
    const text = describeListeners([hostile]);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(text.length).toBeLessThan(3_000);
    expect(text).toContain(`${'x'.repeat(128)}…`);
    expect(text).toMatch(/and 482 more$/);
  });
});

describe('an existing deployment keeps its placement (checkPlacement)', () => {
  const existing = Deployment.parse({
    id: 'd0000000-0000-4000-8000-000000000001',
    name: 'agent',
    source: 'external_docker',
    source_config: { listener_id: L1.toUpperCase(), listener_config: { k8s_namespace: 'agents' } },
  });
  test.each<[string, Asked, unknown]>([
    ['nothing asked', {}, undefined],
    ['its own listener and namespace', { listenerId: L1, namespace: 'agents' }, undefined],
    ['another listener', { listenerId: L2 }, { title: 'Placement is fixed' }],
    ['another namespace', { listenerId: L1, namespace: 'other' }, { title: 'Placement is fixed' }],
  ])('%s', (_what, asked, expected) => {
    const result = decide(() => checkPlacement(existing, asked));
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toMatchObject(expected as object);
  });

  test('the failure names what it runs on, what was asked, and that nothing was sent', () => {
    expect(decide(() => checkPlacement(existing, { namespace: 'other' }))).toMatchObject({
      message: `Deployment d0000000-0000-4000-8000-000000000001 (agent) runs through listener ${L1}, namespace agents; a deployment's listener and namespace are fixed when it is created, so k8s_namespace other cannot move it. Nothing was sent. Set them to its own (or leave them empty) to update it, or set another name to create a deployment there.`,
    });
    const unplaced = Deployment.parse({ id: 'd0000000-0000-4000-8000-000000000002', name: 'b' });
    expect(decide(() => checkPlacement(unplaced, { listenerId: L1 }))).toMatchObject({
      message: expect.stringContaining('runs through listener none, namespace none'),
    });
  });
});

describe('the k8s_namespace input', () => {
  const read = (extra: Record<string, string>) =>
    readInputs({
      ...GITHUB_ENV,
      ...inputEnv({ api_key: 'k', name: 'agent', source: 'external_docker', image_uri: 'r/i:1', ...extra }),
    });
  test('a Kubernetes namespace is taken', () => {
    const r = read({ k8s_namespace: 'team-agents-1' });
    expect(r.ok && r.inputs.deployment.k8sNamespace).toBe('team-agents-1');
  });
  test.each(['Agents', '-agents', 'agents-', 'a_b', 'a'.repeat(64)])(
    '%s is refused, naming the input',
    (value) => {
      const r = read({ k8s_namespace: value });
      expect(r.ok).toBe(false);
      expect(r.ok ? '' : r.problems.map((p) => problemText(p)).join('; ')).toMatch(
        /^k8s_namespace: is not a Kubernetes namespace; use lowercase letters, digits and "-"/,
      );
    },
  );
  test('with another source it is refused as listener_id is', () => {
    const r = read({
      source: 'github',
      image_uri: '',
      repo_url: 'https://github.com/a/b',
      k8s_namespace: 'a',
    });
    expect(r.ok ? '' : r.problems.map((p) => problemText(p)).join('; ')).toContain(
      'k8s_namespace: only applies to source: external_docker',
    );
  });
});

describe('the CLI', () => {
  test('--k8s-namespace and LANGGRAPH_DEPLOY_K8S_NAMESPACE give it; deploy lists the flag', () => {
    const given = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
      const parsed = parseInvocation(['deploy', ...argv], env, false);
      return parsed.kind === 'run' ? parsed.given.get('k8s_namespace') : undefined;
    };
    expect(given(['--k8s-namespace', 'agents'])).toEqual({ value: 'agents', from: '--k8s-namespace' });
    expect(given([], { LANGGRAPH_DEPLOY_K8S_NAMESPACE: 'team-a' })).toEqual({
      value: 'team-a',
      from: 'LANGGRAPH_DEPLOY_K8S_NAMESPACE',
    });
    expect(commandHelp('deploy')).toContain('  --k8s-namespace VALUE');
    expect(commandHelp('status')).not.toContain('--k8s-namespace');
  });
});

describe("on LangSmith's cloud the workspace's listeners are looked up when none is named", () => {
  const ID = 'd0000000-0000-4000-8000-000000000001';
  const REV = 'b0000000-0000-4000-8000-000000000002';
  const LISTENERS = 'GET /v2/listeners?limit=100';
  const steps = (listeners: unknown[]) => [
    {
      expect: 'GET /v2/deployments?name_contains=agent&limit=100&offset=0',
      answer: { status: 200, json: { resources: [], offset: 0 } },
    },
    { expect: LISTENERS, answer: { status: 200, json: { resources: listeners, offset: listeners.length } } },
    {
      expect: 'POST /v2/deployments',
      answer: { status: 201, json: { id: ID, name: 'agent', latest_revision_id: REV } },
    },
    {
      expect: `GET /v2/deployments/${ID}/revisions/${REV}`,
      answer: { status: 200, json: { id: REV, status: 'QUEUED' } },
    },
  ];
  const inputs = {
    api_key: 'lsv2_key',
    name: 'agent',
    source: 'external_docker',
    image_uri: 'r/i:1',
    wait: 'false',
  };

  test('one listener with one namespace: the create names both', async () => {
    const clock = new VirtualClock(0);
    const one = { id: L1, compute_id: 'hybrid', compute_config: { k8s_namespaces: ['agents'] } };
    const transport = new ScriptedTransport(clock, steps([one]));
    const run = await runInProcess(inputs, { clock, transport });
    expect(run.state.failure).toBeUndefined();
    expect(transport.unused).toEqual([]);
    expect(transport.sent.find((s) => s.request === 'POST /v2/deployments')?.body).toMatchObject({
      source_config: { listener_id: L1, listener_config: { k8s_namespace: 'agents' } },
    });
    expect(run.stdout).toContain(`Deploying through listener ${L1}, namespace agents.`);
  });

  test('no listener: none is sent, and the platform places the deployment', async () => {
    const clock = new VirtualClock(0);
    const transport = new ScriptedTransport(clock, steps([]));
    const run = await runInProcess(inputs, { clock, transport });
    expect(run.state.failure).toBeUndefined();
    const body = transport.sent.find((s) => s.request === 'POST /v2/deployments')?.body as {
      source_config: object;
    };
    expect(body.source_config).not.toHaveProperty('listener_id');
    expect(body.source_config).not.toHaveProperty('listener_config');
  });
});
