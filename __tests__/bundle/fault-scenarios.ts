import { expect } from '@jest/globals';
import { logLines, START_AND_EXIT_MS } from '../helpers/bundle.ts';
import { HOST_NOT_FOUND_MS } from '../../src/base/policy.ts';
import type { Emulator, EmulatorOptions, RequestRecord } from '../../emulator/server.ts';
import { HTML_ERROR_PAGE } from '../../emulator/faults.ts';
import type { BundleRun } from '../helpers/bundle.ts';
import type { ActionResult } from '../helpers/like-bundle.ts';

/**
 * The fault-injection suite: each scenario runs the action against the emulated control plane
 * with a fault injected, and checks exit code, outputs, the emulator's request log and (for every
 * scenario) that no secret appears anywhere. A scenario marked `spawn` runs the bundle as the
 * runner does, in real time; the others run the same way in process (helpers/in-process.ts) on a
 * virtual clock that the emulator stamps its requests with, so a pause or a Retry-After costs no
 * waiting. RELIABILITY.md's table is generated from this list (`npm run docs`).
 */
export interface Scenario {
  name: string;
  /** For the docs: the fault. */
  fault: string;
  /** For the docs: what the action does about it. */
  expected: string;
  emulator?: EmulatorOptions;
  /** Prepares the emulator (and any other server); may return (a promise of) a clean-up function. */
  setup?: (emulator: Emulator) => unknown;
  /** Inputs and environment, or functions giving them once `setup` has run. */
  inputs?: Record<string, string> | (() => Record<string, string>);
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * Spawns the bundle: for what only a process shows — signals, the exit code of inputs refused
   * at the start, workflow commands on stdout, crash outputs — and for transport timeouts (a
   * request's own timer runs in real time).
   */
  spawn?: true;
  /** Runs while the spawned action runs (e.g. to cancel it). */
  during?: (run: BundleRun, emulator: Emulator) => Promise<void>;
  /** Sends SIGINT/SIGTERM to the action: Windows has no such signals (a kill ends the process). */
  signals?: true;
  check: (result: ActionResult, emulator: Emulator) => void;
}

export const SECRET_VALUE = 'sk-fault-suite-secret-9f8e7d';

export const count = (e: Emulator, route: RequestRecord['route'], method?: string): number =>
  e.requests.filter((r) => r.route === route && (!method || r.method === method)).length;

/** Milliseconds between the first two requests to a route. */
/** How much later than the client's send the emulator may stamp a request it has read. */
const STAMP_LAG_MS = 150;
const gap = (e: Emulator, route: RequestRecord['route']): number => {
  const [a, b] = e.requests.filter((r) => r.route === route);
  return b!.at - a!.at;
};

export function deployed(result: ActionResult, e: Emulator): void {
  expect(result.code).toBe(0);
  expect(result.outputs.status).toBe('DEPLOYED');
  expect(e.store.deployments.size).toBe(1);
}

export function failed(result: ActionResult, pattern: RegExp): void {
  expect(result.code).toBe(1);
  const error = logLines(result.stdout).find((l) => l.startsWith('::error'));
  expect(error).toMatch(pattern);
}

/** A deployment named "agent" (or `name`) that exists before the run. */
export const existing = (e: Emulator, name = 'agent'): string => e.store.seedDeployed(name).id;

const revisionsOf = (e: Emulator): number =>
  [...e.store.deployments.values()].reduce((n, d) => n + d.revisions.length, 0);

/** Polls a condition (the action's progress as the emulator sees it); no fixed sleeps. */
export async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'a 429 with Retry-After in seconds delays the next request by that long',
    fault: '429 `Retry-After: 1` on the deployment lookup',
    expected: 'waits 1 s, retries once, deploys',
    setup: (e) =>
      e.faults.add({ route: 'list-deployments', fault: { kind: 'status', status: 429, retryAfter: '1' } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'list-deployments')).toBe(2);
      expect(gap(e, 'list-deployments')).toBeGreaterThanOrEqual(1_000);
      expect(r.stdout).toMatch(/answered 429.*retrying in 1s as Retry-After asks \(attempt 2 of 8\)/);
    },
  },
  {
    name: 'a 429 with Retry-After as an HTTP date on create is honoured and the POST repeated once',
    fault: '429 with `Retry-After: <HTTP date 2 s ahead>` on create',
    expected:
      'waits until the date; a 429 means nothing was created, so the POST is repeated; one deployment',
    setup: (e) =>
      e.faults.add({
        route: 'create-deployment',
        fault: { kind: 'status', status: 429, retryAfterDateIn: 2_000 },
      }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'create-deployment')).toBe(2);
      // An HTTP date has whole seconds: 2 s ahead, truncated, is at least 1 s ahead.
      expect(gap(e, 'create-deployment')).toBeGreaterThanOrEqual(900);
    },
  },
  {
    name: 'a 503 flap on the lookup is retried with backoff',
    fault: '503 twice on the deployment list',
    expected: 'retries with jittered backoff, deploys',
    setup: (e) =>
      e.faults.add({ route: 'list-deployments', fault: { kind: 'status', status: 503 }, times: 2 }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'list-deployments')).toBe(3);
    },
  },
  {
    name: 'a 500 flap while polling does not interrupt the wait',
    fault: '500 twice on a revision poll',
    expected: 'retries the poll, keeps waiting, deploys',
    setup: (e) =>
      e.faults.add({ route: 'get-revision', fault: { kind: 'status', status: 500 }, skip: 1, times: 2 }),
    check: (r, e) => {
      deployed(r, e);
      expect(e.requests.filter((q) => q.route === 'get-revision' && q.status === 500)).toHaveLength(2);
    },
  },
  {
    name: 'a 502 HTML error page while polling is retried',
    fault: '502 with an HTML page on a revision poll',
    expected: 'retries, deploys',
    setup: (e) =>
      e.faults.add({
        route: 'get-revision',
        fault: { kind: 'status', status: 502, body: HTML_ERROR_PAGE, contentType: 'text/html' },
      }),
    check: deployed,
  },
  {
    name: 'a control plane that keeps answering 502 fails after 8 attempts, quoting the page title',
    fault: '502 HTML page on every lookup',
    expected: 'gives up after 8 attempts; error names the call, the status and the page title',
    setup: (e) =>
      e.faults.add({
        route: 'list-deployments',
        fault: { kind: 'status', status: 502, body: HTML_ERROR_PAGE, contentType: 'text/html' },
        times: 99,
      }),
    check: (r, e) => {
      failed(
        r,
        /GET \/v2\/deployments\?name_contains=agent&limit=100&offset=0 answered 502: 502 Bad Gateway \(HTML page\)/,
      );
      expect(count(e, 'list-deployments')).toBe(8);
      expect(count(e, 'create-deployment')).toBe(0);
    },
  },
  {
    name: 'a 503 on create is not repeated blindly: the name is looked up first',
    fault: '503 on create (nothing created)',
    expected: 'looks the name up, finds nothing, creates once; one deployment',
    setup: (e) => e.faults.add({ route: 'create-deployment', fault: { kind: 'status', status: 503 } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'create-deployment')).toBe(2);
      expect(e.requests.map((q) => q.route).slice(0, 5)).toEqual([
        'list-deployments',
        'create-deployment',
        'list-deployments',
        'create-deployment',
        'get-revision',
      ]);
    },
  },
  {
    name: 'a 500 on update is not repeated blindly: the revisions are checked first',
    fault: '500 on update (nothing changed)',
    expected: 'checks for a new revision, finds none, updates once more; one new revision',
    setup: (e) => {
      existing(e);
      e.faults.add({ route: 'patch-deployment', fault: { kind: 'status', status: 500 } });
    },
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'patch-deployment')).toBe(2);
      expect(revisionsOf(e)).toBe(2);
    },
  },
  {
    name: 'a connection dropped before the server created the deployment leads to one create',
    fault: 'connection closed on create, before the server acts',
    expected: 'looks the name up, finds nothing, creates; one deployment',
    setup: (e) => e.faults.add({ route: 'create-deployment', fault: { kind: 'drop-before' } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'create-deployment')).toBe(2);
      expect(r.outputs.created).toBe('true');
    },
  },
  {
    name: 'a connection dropped after the server created the deployment adopts it: exactly one POST',
    fault: 'connection closed on create, after the server acted',
    expected: 'looks the name up, finds the new deployment and adopts it; exactly one POST',
    setup: (e) => e.faults.add({ route: 'create-deployment', fault: { kind: 'drop-after' } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'create-deployment')).toBe(1);
      expect(r.outputs.created).toBe('true');
      expect(r.stdout).toContain('The create did happen on the server');
    },
  },
  {
    name: 'a connection dropped after the server updated the deployment adopts the new revision: exactly one PATCH',
    fault: 'connection closed on update, after the server acted',
    expected: 'finds the new revision and follows it; exactly one PATCH, one new revision',
    setup: (e) => {
      existing(e);
      e.faults.add({ route: 'patch-deployment', fault: { kind: 'drop-after' } });
    },
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'patch-deployment')).toBe(1);
      expect(revisionsOf(e)).toBe(2);
      expect(r.outputs.revision_id).toBe([...e.store.deployments.values()][0]!.revisions[0]!.id);
    },
  },
  {
    name: 'a connection dropped before the server updated the deployment leads to one new revision',
    fault: 'connection closed on update, before the server acts',
    expected: 'no new revision found, updates again; one new revision',
    setup: (e) => {
      existing(e);
      e.faults.add({ route: 'patch-deployment', fault: { kind: 'drop-before' } });
    },
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'patch-deployment')).toBe(2);
      expect(revisionsOf(e)).toBe(2);
    },
  },
  {
    name: 'a hung lookup is cut by the per-request timeout and retried',
    spawn: true,
    fault: 'no reply to the deployment list',
    expected: 'the request times out after min(30 s, timeout/4), is retried, deploys',
    inputs: { timeout: '8s' },
    setup: (e) => e.faults.add({ route: 'list-deployments', fault: { kind: 'hang' } }),
    check: (r, e) => {
      deployed(r, e);
      // The emulator stamps the hung request when it has read it, a moment after the client
      // started its 2 s timer (under load, tens of ms): the bound allows that moment, no more.
      expect(gap(e, 'list-deployments')).toBeGreaterThanOrEqual(2_000 - STAMP_LAG_MS);
      expect(r.stdout).toMatch(/no reply within the request timeout \(2000ms\); retrying/);
    },
  },
  {
    name: 'a hung create is treated as an unknown outcome, never as a failure to repeat blindly',
    spawn: true,
    fault: 'no reply to create',
    expected: 'times out, looks the name up, creates once; one deployment',
    inputs: { timeout: '8s' },
    setup: (e) => e.faults.add({ route: 'create-deployment', fault: { kind: 'hang' } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'create-deployment')).toBe(2);
    },
  },
  {
    name: 'a malformed JSON body on a read is retried',
    fault: 'truncated JSON in the reply to the deployment list',
    expected: 'retries the read, deploys',
    setup: (e) => e.faults.add({ route: 'list-deployments', fault: { kind: 'malformed' } }),
    check: (r, e) => {
      deployed(r, e);
      expect(r.stdout).toMatch(/answered 200 with an unexpected body: not JSON/);
    },
  },
  {
    name: 'a malformed reply to create (after the server acted) adopts the deployment',
    fault: 'truncated JSON in the 201 reply to create',
    expected: 'outcome unknown: looks the name up and adopts; exactly one POST',
    setup: (e) => e.faults.add({ route: 'create-deployment', fault: { kind: 'malformed' } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'create-deployment')).toBe(1);
    },
  },
  {
    name: 'unknown status strings keep the action waiting',
    fault: 'revision statuses `WARMING_UP`, `RECONCILING` (not in any enum)',
    expected: 'logs them, keeps polling, deploys',
    setup: (e) =>
      e.store.nextScripts.push([
        { status: 'WARMING_UP', polls: 2 },
        { status: 'RECONCILING', polls: 1 },
        { status: 'DEPLOYED' },
      ]),
    check: (r, e) => {
      deployed(r, e);
      expect(r.stdout).toContain('Revision status: WARMING_UP');
      expect(r.stdout).toContain('Revision status: RECONCILING');
    },
  },
  {
    name: 'a DEPLOY_FAILED ending fails the job pointing at the server log',
    fault: 'revision ends `DEPLOY_FAILED`',
    expected: 'exit 1, annotation titled with the status, outputs set',
    setup: (e) => e.store.nextScripts.push([{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOY_FAILED' }]),
    check: (r) => {
      failed(r, /title=Revision DEPLOY_FAILED::.*server log/);
      expect(r.outputs.status).toBe('DEPLOY_FAILED');
      expect(r.outputs.revision_id).not.toBe('');
    },
  },
  {
    name: 'a SKIPPED ending fails the job saying the revision was not deployed',
    fault: 'revision ends `SKIPPED`',
    expected: 'exit 1: superseded, not deployed',
    setup: (e) => e.store.nextScripts.push([{ status: 'QUEUED', polls: 1 }, { status: 'SKIPPED' }]),
    check: (r) => {
      failed(r, /title=Revision SKIPPED::.*It was not deployed/);
      expect(r.outputs.status).toBe('SKIPPED');
    },
  },
  {
    name: 'an INTERRUPTED ending fails the job saying the revision was not deployed',
    fault: 'revision ends `INTERRUPTED`',
    expected: 'exit 1: interrupted, not deployed',
    setup: (e) => e.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'INTERRUPTED' }]),
    check: (r) => {
      failed(r, /title=Revision INTERRUPTED::.*It was not deployed/);
      expect(r.outputs.status).toBe('INTERRUPTED');
    },
  },
  {
    name: 'a deployment deleted while polling fails the job saying so',
    fault: 'the deployment is deleted (e.g. in the UI) during the wait',
    expected: 'exit 1: the revision or its deployment was deleted while waiting; last status in outputs',
    setup: (e) => e.faults.add({ route: 'get-revision', fault: { kind: 'delete-deployment' }, skip: 1 }),
    check: (r, e) => {
      failed(r, /title=Revision gone::.*deleted while this run waited/);
      expect(r.outputs.status).toBe('QUEUED');
      expect(count(e, 'get-revision')).toBe(2);
    },
  },
  {
    name: 'a revision that cannot be found fails at once with the path',
    fault: '404 on the first revision poll',
    expected: 'exit 1 without retrying a 404',
    setup: (e) =>
      e.faults.add({
        route: 'get-revision',
        fault: { kind: 'status', status: 404, body: '{"detail":"Revision not found."}' },
      }),
    check: (r, e) => {
      failed(r, /answered 404: Revision not found\./);
      expect(count(e, 'get-revision')).toBe(1);
    },
  },
  {
    name: 'a 401 fails at once pointing at api_key',
    fault: 'the API key is rejected (401)',
    expected: 'exit 1 after one request; hint: check api_key',
    inputs: { api_key: 'lsv2_wrong_key_00000' },
    check: (r, e) => {
      failed(r, /title=API key rejected::.*Check api_key/);
      expect(e.requests).toHaveLength(1);
    },
  },
  {
    name: 'a 403 fails at once pointing at tenant_id',
    fault: 'the workspace is wrong (403)',
    expected: 'exit 1 after one request; hint: check tenant_id',
    emulator: { tenantId: 'aaaaaaaa-0000-4000-8000-00000000000a' },
    inputs: { tenant_id: 'bbbbbbbb-0000-4000-8000-00000000000b' },
    check: (r, e) => {
      failed(r, /title=Not allowed::.*check tenant_id/);
      expect(e.requests).toHaveLength(1);
    },
  },
  {
    name: 'a 404 for deployment_id names the id and the next step',
    fault: '`deployment_id` does not exist',
    expected: 'exit 1; the error names the id; nothing created',
    inputs: { deployment_id: 'd0000000-0000-0000-0000-000000000000' },
    check: (r, e) => {
      failed(r, /Deployment d0000000-0000-0000-0000-000000000000 was not found: check deployment_id/);
      expect(count(e, 'create-deployment')).toBe(0);
    },
  },
  {
    name: 'a 409 on create explains that the name is taken, once',
    fault: 'the name is kept by a deleted deployment’s tracing project (409)',
    expected: 'exit 1 after exactly one POST; hint: choose another name or delete the tracing project',
    emulator: { reservedNames: ['agent'] },
    check: (r, e) => {
      failed(r, /title=Name taken::.*"agent" is taken.*tracing project/);
      expect(count(e, 'create-deployment')).toBe(1);
    },
  },
  {
    name: 'a 422 shows each field error and never the value the server echoes back',
    fault: '422 whose `detail` echoes a secret value as `input`',
    expected: 'exit 1; each field error by location and message; the echoed secret appears nowhere',
    setup: (e) =>
      e.faults.add({
        route: 'create-deployment',
        fault: {
          kind: 'status',
          status: 422,
          body: JSON.stringify({
            detail: [
              {
                loc: ['body', 'secrets', 0, 'value'],
                msg: 'String should have at most 64 characters',
                input: SECRET_VALUE,
              },
              { loc: ['body', 'name'], msg: 'Name is reserved', input: 'agent' },
            ],
          }),
        },
      }),
    check: (r, e) => {
      failed(
        r,
        /rejected these fields:%0A {2}- body.secrets.0.value: String should have at most 64 characters%0A {2}- body.name: Name is reserved/,
      );
      expect(count(e, 'create-deployment')).toBe(1);
    },
  },
  {
    name: 'an empty list means create',
    fault: 'no deployment matches the name',
    expected: 'one lookup, one create',
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'list-deployments')).toBe(1);
      expect(count(e, 'create-deployment')).toBe(1);
    },
  },
  {
    name: 'a name found on the third page of a multi-page list is updated',
    fault: 'the server returns one deployment per page; the match is third',
    expected: 'follows `offset` to the match; updates it',
    emulator: { maxPageSize: 1 },
    setup: (e) => {
      existing(e, 'agent-one');
      existing(e, 'agent-two');
      existing(e);
    },
    check: (r, e) => {
      expect(r.code).toBe(0);
      expect(e.requests.filter((q) => q.route === 'list-deployments').map((q) => q.query.offset)).toEqual([
        '0',
        '1',
        '2',
      ]);
      expect(count(e, 'create-deployment')).toBe(0);
      expect(r.outputs.created).toBe('false');
    },
  },
  {
    name: 'a name that is a substring of other names matches only itself',
    fault: '`agent` among `my-agent`, `agent-staging`',
    expected: 'creates `agent` rather than updating a longer name',
    setup: (e) => {
      existing(e, 'my-agent');
      existing(e, 'agent-staging');
    },
    check: (r, e) => {
      expect(r.code).toBe(0);
      expect(count(e, 'patch-deployment')).toBe(0);
      expect(count(e, 'create-deployment')).toBe(1);
      expect(e.store.byName('agent')).toBeDefined();
    },
  },
  {
    name: 'cancellation while polling stops at once, reports what is known and deletes nothing',
    spawn: true,
    fault: 'SIGTERM (workflow cancelled) during a 30 s pause between polls',
    signals: true,
    expected: 'exits 1 within moments; outputs set; says the revision keeps going; no DELETE',
    inputs: { poll_interval: '30s', poll_max_interval: '30s' },
    setup: (e) => e.store.nextScripts.push([{ status: 'BUILDING' }]),
    during: async (run, e) => {
      await until(() => count(e, 'get-revision') >= 1 && e.requests.at(-1)!.status !== undefined);
      run.signal('SIGTERM');
    },
    check: (r, e) => {
      failed(
        r,
        /title=Cancelled::The workflow was cancelled \(last status BUILDING\)\. Revision .* keeps going on the server\. Nothing was deleted\./,
      );
      expect(r.exitAfterSignalMs).toBeLessThan(10_000);
      expect(r.outputs.status).toBe('BUILDING');
      expect(r.outputs.revision_id).not.toBe('');
      expect(count(e, 'delete-deployment')).toBe(0);
    },
  },
  {
    name: 'debug mode logs method, path, status and latency of each call, and no header value',
    spawn: true,
    fault: '`RUNNER_DEBUG=1`',
    expected: 'one `::debug::` line per call; the API key and secrets never appear',
    env: { RUNNER_DEBUG: '1' },
    check: (r, e) => {
      deployed(r, e);
      const debug = logLines(r.stdout).filter((l) => l.startsWith('::debug::'));
      expect(debug).toHaveLength(e.requests.length);
      for (const line of debug)
        expect(line).toMatch(/^::debug::(GET|POST|PATCH|DELETE) \/v\d\/\S+ → \d{3} in \d+m?s$/);
    },
  },
  {
    name: 'a Retry-After longer than the time left fails at once instead of overrunning the timeout',
    fault: '503 `Retry-After: 3600` on the lookup with `timeout: 5s`',
    expected: 'exit 1 without waiting; says the server asked for more time than is left',
    inputs: { timeout: '5s' },
    setup: (e) =>
      e.faults.add({ route: 'list-deployments', fault: { kind: 'status', status: 503, retryAfter: '3600' } }),
    check: (r, e) => {
      failed(r, /answered 503/);
      expect(r.stdout).toMatch(
        /no time left within the timeout for another attempt \(the server asked for Retry-After 1h 00m\)/,
      );
      expect(count(e, 'list-deployments')).toBe(1);
    },
  },
  {
    name: 'a connection dropped after a delete is recovered: the deployment is gone, reported as deleted',
    fault: 'connection closed on delete, after the server acted',
    expected: 'checks the deployment, finds it gone, reports DELETED (not "nothing to delete")',
    inputs: { command: 'delete', name: 'agent' },
    setup: (e) => {
      existing(e);
      e.faults.add({ route: 'delete-deployment', fault: { kind: 'drop-after' } });
    },
    check: (r, e) => {
      expect(r.code).toBe(0);
      expect(r.outputs.status).toBe('DELETED');
      expect(count(e, 'delete-deployment')).toBe(1);
      expect(e.store.deployments.size).toBe(0);
    },
  },
  {
    name: 'a control plane that refuses connections is retried, then reported as unreachable',
    fault: 'nothing listens at `api_url`',
    expected:
      'retries 8 times, each retry naming the host and port, then exit 1 saying nothing listens there (is the emulator running?)',
    inputs: { api_url: 'http://127.0.0.1:9' },
    check: (r) => {
      failed(
        r,
        /title=Control plane unreachable::Nothing listens on 127\.0\.0\.1:9 \(api_url\): is the emulator running\?%0AGET \S+ nothing listens on 127\.0\.0\.1:9 \(ECONNREFUSED\)/,
      );
      expect(r.stdout.match(/nothing listens on 127\.0\.0\.1:9 \(ECONNREFUSED\); retrying in/g)).toHaveLength(
        7,
      );
    },
  },
  {
    name: 'an update whose reply names no revision, listed 1.5 s later, is found and followed',
    fault: 'the reply to the update names no revision; the revision list shows it 1.5 s later',
    expected:
      'reads the revision list on the poll schedule (for at least 30 s, within `timeout`) until it is listed; deploys it; one PATCH',
    setup: (e) => {
      existing(e);
      e.faults.add(
        { route: 'patch-deployment', fault: { kind: 'rewrite', set: { latest_revision_id: null } } },
        { route: 'list-revisions', fault: { kind: 'list-late', ms: 1_500 }, times: 1_000 },
      );
    },
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'patch-deployment')).toBe(1);
      expect(revisionsOf(e)).toBe(2);
      const made = [...e.store.deployments.values()][0]!.revisions[0]!;
      expect(r.outputs.revision_id).toBe(made.id);
      // Read until it was listed: the last read came at least 1.5 s after the revision was made.
      const reads = e.requests.filter((q) => q.route === 'list-revisions' && q.at >= made.createdAt);
      expect(reads.length).toBeGreaterThan(2);
      expect(reads.at(-1)!.at - made.createdAt).toBeGreaterThanOrEqual(1_500);
      expect(r.stdout).toContain('The reply to the update named no new revision');
    },
  },
  {
    name: 'a control plane whose host name does not exist fails within 10 s, naming the host and api_url',
    fault: '`api_url` names a host that does not exist (`ENOTFOUND`), with the default poll pacing',
    expected:
      'asks again for at most 10 s (a temporary `EAI_AGAIN` is retried as usual), then exit 1 naming the host and `api_url`',
    inputs: { api_url: 'https://control-plane.invalid', poll_interval: '5s', poll_max_interval: '30s' },
    check: (r) => {
      failed(
        r,
        /title=Host not found::The control plane's host control-plane\.invalid does not exist \(ENOTFOUND\): api_url sets it; check its spelling\. Nothing was sent\./,
      );
      expect(r.durationMs).toBeLessThan(HOST_NOT_FOUND_MS + START_AND_EXIT_MS);
    },
  },
];
