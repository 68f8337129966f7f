import { afterEach, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIMITS, PLAN_OUTPUT_MAX_BYTES } from '../../src/inputs/limits.ts';
import { parsePlan } from '../../src/inputs/plan-json.ts';
import { errorLine, runBundle } from '../helpers/bundle.ts';
import { startHostileServer, type HostileServer } from '../helpers/hostile-server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { Monorepo } from '../helpers/monorepo.ts';

/**
 * The `plan` output reaches the report as input `plan`: one environment variable, which Linux
 * refuses past 128 KiB (E2BIG) — the report step would not start. It stays under its documented
 * 100 KB for the largest manifest the caps allow, whatever the control plane names its revisions.
 */

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The largest fleet: as many deployments as a manifest takes, each name as long as allowed. */
const NAMES = Array.from({ length: LIMITS.fleetSize }, (_, i) => {
  const tail = `-${i}`;
  return `${'n'.repeat(LIMITS.fleetNameLength - tail.length)}${tail}`;
});

/**
 * A revision id as long as the client takes (256 UTF-16 units), each a lone surrogate: 6 bytes of
 * JSON apiece (`\ud800`), 1,536 bytes for the id.
 */
const HOSTILE_ID = (i: number): string => `${'\ud800'.repeat(250)}${String(i).padStart(6, '0')}`;

/** A control plane listing every deployment, served by such a revision, built from a SHA-256 commit not in the checkout. */
function hostileControlPlane(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const resources = NAMES.slice(offset, offset + limit).map((name, j) => {
    const i = offset + j;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name,
      active_revision_id: HOSTILE_ID(i),
      latest_revision_id: HOSTILE_ID(i),
      status: 'READY',
      source: 'github',
      source_revision_config: { repo_ref: 'main', repo_commit_sha: 'f'.repeat(63) + (i % 10) },
    };
  });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ resources, offset }));
}

describe('the plan of the largest fleet, against a control plane with the longest ids', () => {
  test(`stays under ${PLAN_OUTPUT_MAX_BYTES} bytes, starts the next step, and the report reads it back`, async () => {
    server = await startHostileServer(hostileControlPlane);
    const manifest = [
      'defaults:',
      '  graph_config_path: agents/support/langgraph.json',
      'deployments:',
      ...NAMES.map((name) => `  - name: ${name}`),
      '',
    ].join('\n');
    const repo = new Monorepo(manifest);
    const env = { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head() };
    const step = { api_key: 'lsv2_key', api_url: server.url, manifest: 'deploy/fleet.yml' };
    const plan = await runInProcess({ ...step, command: 'plan' }, { env });
    expect(plan.exitCode).toBe(0);
    const output = plan.outputs.plan!;
    expect(Buffer.byteLength(output)).toBeLessThan(PLAN_OUTPUT_MAX_BYTES);
    const parsed = parsePlan(output);
    if (!('plan' in parsed)) throw new Error(parsed.problem);
    expect(parsed.plan.deployments).toHaveLength(LIMITS.fleetSize);
    expect(parsed.plan.deployments.every((d) => d.reason === 'not-in-history')).toBe(true);
    // The runner hands it to the next step in one variable: that step starts (no E2BIG).
    const started = spawnSync(process.execPath, ['-e', '0'], { env: { ...process.env, INPUT_PLAN: output } });
    expect(started.error).toBeUndefined();
    expect(started.status).toBe(0);

    // The report reads it back; every deployment still serves what served when planned (no matrix
    // job ran): each is failed for it, so the shortened revision ids still compare.
    const report = await runInProcess({ ...step, command: 'report', plan: output }, { env });
    expect(report.outputs.failed!.split(',')).toHaveLength(LIMITS.fleetSize);
    expect(report.summary).toContain('its deploy job made no revision');
  }, 60_000);
});

describe('a manifest over a cap', () => {
  const over = {
    [`more than ${LIMITS.fleetSize} deployments`]: {
      names: Array.from({ length: LIMITS.fleetSize + 1 }, (_, i) => `agent-${i}`),
      says: `at most ${LIMITS.fleetSize}`,
    },
    [`a name longer than ${LIMITS.fleetNameLength}`]: {
      names: ['agent', 'a'.repeat(LIMITS.fleetNameLength + 1)],
      says: `at most ${LIMITS.fleetNameLength}`,
    },
  };
  test.each(Object.entries(over))(
    '%s: refused before any request, naming the cap',
    async (_, { names, says }) => {
      server = await startHostileServer(hostileControlPlane);
      const manifest = ['deployments:', ...names.map((name) => `  - name: ${name}`), ''].join('\n');
      const repo = new Monorepo(manifest);
      const result = await runBundle(
        { api_key: 'lsv2_key', api_url: server.url, manifest: 'deploy/fleet.yml', command: 'plan' },
        { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head() },
      );
      expect(result.code).toBe(1);
      expect(errorLine(result.stdout)).toContain(says);
      expect(server.seen).toEqual([]);
    },
    30_000,
  );
});
