import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID, type StoredDeployment, type StoredRevision } from '../../emulator/store.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { startRevisionRouter } from '../agent-server/router.ts';
import { errorLine, runBundle, type BundleResult } from '../helpers/bundle.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { uploadInputs, writeFiles } from '../helpers/workspace.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * `command: promote` through the bundle as the runner runs it, against the emulated control plane
 * and a fake GitHub API: what the target's new revision is made of is read from the emulator's
 * store, never from the action's outputs, and a refused promote writes nothing.
 */
const PROVED = 'a11ce00000000000000000000000000000000001';
const OLDER = '01d0000000000000000000000000000000000001';
const PUSHED = 'b0b0000000000000000000000000000000000002';
const REPO = 'https://github.com/acme/agent';
const TAG_OBJECT = '7a90000000000000000000000000000000000007';
const DIGEST = `sha256:${'d'.repeat(64)}`;
/** The workflow's own commit: never what a promote expects the target to build. */
const WORKFLOW_SHA = 'c0ffee0000000000000000000000000000000001';

/** An emulated control plane and GitHub API of one case. */
interface World {
  emulator: Emulator;
  github: FakeGitHub;
  close(): Promise<void>;
}

async function world(): Promise<World> {
  const [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
  return {
    emulator,
    github,
    close: async () => void (await Promise.all([emulator.close(), github.close()])),
  };
}

/** Runs a case with its own world, closed whatever happens. */
async function inWorld(body: (w: World) => Promise<void>): Promise<void> {
  const w = await world();
  try {
    await body(w);
  } finally {
    await w.close();
  }
}

/**
 * A deployment whose only revision built `commit` of `ref` and serves it (its build long done;
 * or ended `status`). With source `external_docker` it runs `ref` as its image instead.
 */
function seed(
  e: Emulator,
  name: string,
  ref: string,
  commit: string,
  options: {
    source?: string;
    repoUrl?: string;
    imageVersion?: string;
    secrets?: string[];
    status?: string;
  } = {},
): { d: StoredDeployment; r: StoredRevision } {
  const source = options.source ?? 'github';
  e.store.push(ref, commit);
  const d = e.store.create({
    name,
    source,
    sourceConfig:
      source === 'github'
        ? {
            integration_id: EMULATOR_INTEGRATION_ID,
            repo_url: options.repoUrl ?? REPO,
            deployment_type: 'dev',
          }
        : {},
    sourceRevisionConfig:
      source === 'external_docker'
        ? { image_uri: ref }
        : { repo_ref: ref, langgraph_config_path: 'agent/langgraph.json' },
    secrets: (options.secrets ?? []).map((n) => ({ name: n, value: `value of ${n}` })),
  });
  if (options.imageVersion) d.imageVersion = options.imageVersion;
  const r = d.revisions[0]!;
  r.script = [{ status: options.status ?? 'DEPLOYED' }];
  e.store.status(r);
  return { d, r };
}

/** What a case's store holds, to show nothing else changed. */
function snapshot(e: Emulator): string {
  return JSON.stringify(
    [...e.store.deployments.values()].map((d) => ({
      id: d.id,
      sourceConfig: d.sourceConfig,
      secrets: d.secrets,
      revisions: d.revisions.map((r) => ({ id: r.id, config: r.sourceRevisionConfig, commit: r.commitSha })),
    })),
  );
}

const writes = (e: Emulator) => e.requests.filter((q) => q.method !== 'GET');

function promote(w: World, extra: Record<string, string> = {}, env: Record<string, string> = {}) {
  return runBundle(
    {
      ...emulatorInputs(w.emulator),
      integration_id: '',
      command: 'promote',
      name: 'my-agent',
      from: 'my-agent-staging',
      github_token: 'ghs_promote_token_0123456789',
      ...extra,
    },
    { GITHUB_API_URL: w.github.url, GITHUB_SHA: WORKFLOW_SHA, ...env },
  );
}

/** A refused promote: failed before any write (to the control plane or GitHub), with `title`. */
function expectRefused(r: BundleResult, w: World, title: string, says: RegExp): void {
  expect(r.code).toBe(1);
  expect(errorLine(r.stdout)).toContain(`title=${title}::`);
  expect(errorLine(r.stdout)).toMatch(says);
  expect(errorLine(r.stdout)).toContain('Nothing was written.');
  expect(writes(w.emulator)).toEqual([]);
  expect(w.github.requests.filter((q) => q.method !== 'GET')).toEqual([]);
}

describe('command: promote, GitHub source', () => {
  test.concurrent(
    'a tag GitHub says points at the proved commit (annotated): the target rebuilds it, and nothing else changes',
    () =>
      inWorld(async (w) => {
        const { emulator: e, github } = w;
        const target = seed(e, 'my-agent', 'main', OLDER, {
          secrets: ['OPENAI_API_KEY'],
          imageVersion: '0.4.1',
        });
        const staging = seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED, { imageVersion: '0.4.2' });
        github.refs['tags/v1'] = { type: 'tag', sha: TAG_OBJECT };
        github.tagObjects[TAG_OBJECT] = { type: 'commit', sha: PROVED };
        const before = snapshot(e);
        const r = await promote(w, { from_revision_id: staging.r.id, github_environment: 'production' });
        expect(r.code).toBe(0);
        // The store: one new revision of the target, the tag and the config path of staging's, the proved commit.
        const [made, ...older] = target.d.revisions;
        expect(older.map((x) => x.id)).toEqual([target.r.id]);
        expect(made!.sourceRevisionConfig).toMatchObject({
          repo_ref: 'refs/tags/v1',
          langgraph_config_path: 'agent/langgraph.json',
        });
        expect(made!.commitSha).toBe(PROVED);
        expect(e.store.active(target.d)!.id).toBe(made!.id);
        // Nothing else: the target keeps its secrets and settings, staging is as it was.
        const after = JSON.parse(snapshot(e)) as Array<{ id: string; revisions: unknown[] }>;
        const was = JSON.parse(before) as typeof after;
        expect(after.find((d) => d.id === staging.d.id)).toEqual(was.find((d) => d.id === staging.d.id));
        const patch = e.requests.find((q) => q.route === 'patch-deployment')!;
        expect(patch.body).toEqual({
          revision_source: 'github',
          source_revision_config: {
            repo_ref: 'refs/tags/v1',
            graph_config_path: 'agent/langgraph.json',
            langgraph_config_path: 'agent/langgraph.json',
          },
        });
        expect(target.d.secrets).toEqual([{ name: 'OPENAI_API_KEY', value: 'value of OPENAI_API_KEY' }]);
        expect(writes(e).map((q) => q.route)).toEqual(['patch-deployment']);
        // GitHub was asked about the tag, and peeled it.
        expect(github.requests.map((q) => q.path)).toEqual(
          expect.arrayContaining([
            '/repos/acme/agent/git/ref/tags%2Fv1',
            `/repos/acme/agent/git/tags/${TAG_OBJECT}`,
          ]),
        );
        expect(JSON.parse(r.outputs.promoted_from!)).toEqual({
          deployment_id: staging.d.id,
          revision_id: staging.r.id,
          commit: PROVED,
        });
        expect(r.outputs).toMatchObject({ status: 'DEPLOYED', commit_sha: PROVED, revision_id: made!.id });
        expect(r.summary).toMatch(/^## ✅ Promoted commit `a11ce00` to `my-agent`/m);
        expect(r.summary).toContain('rebuilt commit `a11ce00` of `refs/tags/v1`');
        expect(r.stdout).toMatch(/::warning title=Image version differs::.*0\.4\.1.*0\.4\.2/);
        const recorded = github.deployments.find((d) => d.environment === 'production')!;
        expect(recorded.ref).toBe(PROVED);
        expect(recorded.statusRecords![0]).toMatchObject({
          state: 'success',
          description: `Promoted commit a11ce00 (revision ${staging.r.id.slice(0, 8)}) from my-agent-staging`,
        });
      }),
  );

  test.concurrent(
    'a branch whose head GitHub says moved on since staging built it is refused, naming both commits',
    () =>
      inWorld(async (w) => {
        const { emulator: e, github } = w;
        seed(e, 'my-agent', 'main', OLDER);
        seed(e, 'my-agent-staging', 'main', PROVED);
        github.branches.main = PUSHED;
        const r = await promote(w);
        expectRefused(
          r,
          w,
          'Branch moved',
          /branch main of acme\/agent points at commit b0b0000 now, not at commit a11ce00/,
        );
        expect(errorLine(r.stdout)).toContain('Deploy my-agent-staging from a tag');
        expect(JSON.parse(r.outputs.promoted_from!)).toMatchObject({ commit: PROVED });
      }),
  );

  test.concurrent('a tag that GitHub says points at another commit is refused', () =>
    inWorld(async (w) => {
      const { emulator: e, github } = w;
      seed(e, 'my-agent', 'main', OLDER);
      seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
      github.refs['tags/v1'] = { type: 'commit', sha: PUSHED };
      const r = await promote(w);
      expectRefused(r, w, 'Tag moved', /tag v1 of acme\/agent points at commit b0b0000 now/);
    }),
  );

  test.concurrent('a target of another repository is refused', () =>
    inWorld(async (w) => {
      const { emulator: e, github } = w;
      seed(e, 'my-agent', 'main', OLDER, { repoUrl: 'https://github.com/acme/other' });
      seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
      github.refs['tags/v1'] = { type: 'commit', sha: PROVED };
      const r = await promote(w);
      expectRefused(
        r,
        w,
        'Repository differs',
        /builds https:\/\/github\.com\/acme\/other, and my-agent-staging/,
      );
    }),
  );

  test.concurrent('the source as its own target is refused', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      const staging = seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
      const r = await promote(w, { from: '', from_deployment_id: staging.d.id, name: 'my-agent-staging' });
      expectRefused(r, w, 'Target is the source', /which is the deployment promoted to/);
    }),
  );

  test.concurrent(
    'a target that already serves the proved commit: nothing is written, status unchanged',
    () =>
      inWorld(async (w) => {
        const { emulator: e, github } = w;
        seed(e, 'my-agent', 'refs/tags/v1', PROVED);
        seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
        github.refs['tags/v1'] = { type: 'commit', sha: PROVED };
        const r = await promote(w);
        expect(r.code).toBe(0);
        expect(r.outputs.status).toBe('unchanged');
        expect(writes(e)).toEqual([]);
        expect(r.summary).toMatch(/^## ℹ️ Nothing to promote: `my-agent` already serves commit `a11ce00`/m);
      }),
  );

  test.concurrent('a from_revision_id staging has moved on from is refused, saying what serves it now', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      seed(e, 'my-agent', 'main', OLDER);
      const staging = seed(e, 'my-agent-staging', 'main', PROVED);
      e.store.push('main', PUSHED);
      e.store.nextScripts.push([{ status: 'DEPLOYED' }]);
      const newer = e.store.addRevision(staging.d);
      e.store.status(newer);
      const r = await promote(w, { from_revision_id: staging.r.id });
      expectRefused(
        r,
        w,
        'Source moved on',
        new RegExp(
          `moved on since revision ${staging.r.id}: revision ${newer.id} \\(commit b0b0000\\) serves it now`,
        ),
      );
      expect(JSON.parse(r.outputs.promoted_from!)).toEqual({
        deployment_id: staging.d.id,
        revision_id: staging.r.id,
      });
    }),
  );

  test.concurrent('a from_revision_id staging was rolled back from is refused as rolled back', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      seed(e, 'my-agent', 'main', OLDER);
      const staging = seed(e, 'my-agent-staging', 'main', OLDER);
      e.store.push('main', PROVED);
      e.store.nextScripts.push([{ status: 'DEPLOYED' }]);
      const bad = e.store.addRevision(staging.d);
      e.store.status(bad);
      e.store.nextScripts.push([{ status: 'DEPLOYED' }]);
      e.store.status(e.store.redeploy(staging.d, staging.r));
      const r = await promote(w, { from_revision_id: bad.id });
      expectRefused(r, w, 'Source rolled back', new RegExp(`rolled back from revision ${bad.id}`));
    }),
  );

  test.concurrent('a source with no active revision is refused', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      seed(e, 'my-agent', 'main', OLDER);
      seed(e, 'my-agent-staging', 'main', PROVED, { status: 'BUILD_FAILED' });
      const r = await promote(w);
      expectRefused(r, w, 'No active revision', /has no active revision: nothing serves it/);
    }),
  );

  test.concurrent(
    'a dry run says what would be promoted, from where and what would be checked; it writes nothing',
    () =>
      inWorld(async (w) => {
        const { emulator: e, github } = w;
        const target = seed(e, 'my-agent', 'main', OLDER);
        const staging = seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
        github.refs['tags/v1'] = { type: 'commit', sha: PROVED };
        const r = await promote(w, {
          dry_run: 'true',
          smoke_test: 'true',
          assistant_id: 'agent',
          rollback_on_failure: 'true',
          github_environment: 'production',
        });
        expect(errorLine(r.stdout)).toBe('');
        expect(r.code).toBe(0);
        expect(writes(e)).toEqual([]);
        expect(github.requests.filter((q) => q.method !== 'GET')).toEqual([]);
        const plan = r.stdout.slice(r.stdout.indexOf('The plan:'));
        expect(plan).toContain(
          `Promote commit a11ce00 (revision ${staging.r.id} of my-agent-staging) to deployment ${target.d.id} (my-agent): PATCH /v2/deployments/${target.d.id} with repo_ref refs/tags/v1`,
        );
        expect(plan).toContain('Then check it built commit a11ce00');
        expect(plan).toContain('Then smoke-test it');
        expect(plan).toContain(`roll back to revision ${target.r.id}`);
        expect(r.summary).toMatch(/^## 📝 Dry run: would promote to `my-agent`/m);
        expect(JSON.parse(r.outputs.promoted_from!)).toEqual({
          deployment_id: staging.d.id,
          revision_id: staging.r.id,
          commit: PROVED,
        });
      }),
  );

  test.concurrent('a target that does not exist is never created', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
      const r = await promote(w);
      expectRefused(
        r,
        w,
        'Deployment not found',
        /a promote never creates one. Create it once with command: deploy/,
      );
      expect([...e.store.deployments.values()].map((d) => d.name)).toEqual(['my-agent-staging']);
    }),
  );

  test.concurrent(
    'a branch that moves after GitHub was asked builds another commit: a failed gate, rolled back to what served',
    () =>
      inWorld(async (w) => {
        const { emulator: e, github } = w;
        const target = seed(e, 'my-agent', 'main', OLDER);
        seed(e, 'my-agent-staging', 'main', PROVED);
        github.branches.main = PROVED;
        // A push lands just after GitHub was asked, before the platform's build starts.
        github.onRequest = (q) => {
          if (q.path.includes('/branches/')) e.store.push('main', PUSHED);
        };
        const r = await promote(w, { rollback_on_failure: 'true' });
        expect(r.code).toBe(1);
        const [redeploy, built] = target.d.revisions;
        expect(built!.commitSha).toBe(PUSHED);
        expect(redeploy!.redeployOf).toBe(target.r.id);
        expect(e.store.active(target.d)!.id).toBe(redeploy!.id);
        expect(errorLine(r.stdout)).toContain('title=Rolled back after another commit was built::');
        expect(errorLine(r.stdout)).toContain('not commit a11ce00, which was promoted');
        expect(r.stdout).toMatch(/::notice title=Promoting a branch::/);
        expect(r.outputs).toMatchObject({ rolled_back: 'true', commit_sha: PUSHED });
      }),
  );
});

describe('command: promote, uploaded source', () => {
  const AGENT = {
    'agent/langgraph.json': JSON.stringify({ dependencies: ['.'], graphs: { agent: './graph.py:graph' } }),
    'agent/graph.py': 'graph = None\n',
  };
  /** A checkout at `commit` (the agent's files, and `extra`). */
  function checkout(commit: string, extra: Record<string, string> = {}): string {
    const ws = tempDir('promote-ws');
    writeFiles(ws, { ...AGENT, ...extra, '.git/HEAD': `${commit}\n` });
    return ws;
  }
  /** Staging deployed from a checkout at PROVED, recorded in its GitHub environment; the target once, older. */
  async function deployed(w: World): Promise<{ staging: StoredDeployment; target: StoredDeployment }> {
    const run = async (name: string, commit: string, environment: string) => {
      const r = await runBundle(
        { ...uploadInputs(w.emulator), name, github_token: 'ghs_x', github_environment: environment },
        { GITHUB_WORKSPACE: checkout(commit), GITHUB_SHA: commit, GITHUB_API_URL: w.github.url },
      );
      expect(r.code).toBe(0);
    };
    await run('my-agent', OLDER, 'production');
    await run('my-agent-staging', PROVED, 'staging');
    w.emulator.requests.length = 0;
    w.github.requests.length = 0;
    return {
      staging: w.emulator.store.byName('my-agent-staging')!,
      target: w.emulator.store.byName('my-agent')!,
    };
  }
  const promoteUpload = (w: World, workspace: string) =>
    promote(
      w,
      { from_github_environment: 'staging', github_environment: 'production' },
      { GITHUB_WORKSPACE: workspace },
    );

  test.concurrent(
    'the same commit and archive are uploaded again and rebuilt; the target records them too',
    () =>
      inWorld(async (w) => {
        const { staging, target } = await deployed(w);
        const stagingUpload = w.emulator.storage.uploads.get(
          String(staging.revisions[0]!.sourceRevisionConfig.source_tarball_path),
        )!;
        const r = await promoteUpload(w, checkout(PROVED));
        expect(r.code).toBe(0);
        const made = target.revisions[0]!;
        expect(target.revisions).toHaveLength(2);
        const upload = w.emulator.storage.uploads.get(String(made.sourceRevisionConfig.source_tarball_path))!;
        expect(upload.objectPath).not.toBe(stagingUpload.objectPath);
        expect(upload.tarSha256).toBe(stagingUpload.tarSha256);
        expect(upload.files).toEqual(stagingUpload.files);
        expect(made.sourceRevisionConfig.langgraph_config_path).toBe('langgraph.json');
        expect(staging.revisions).toHaveLength(1);
        expect(JSON.parse(r.outputs.promoted_from!)).toEqual({
          deployment_id: staging.id,
          revision_id: staging.revisions[0]!.id,
          commit: PROVED,
          archive_digest: stagingUpload.tarSha256,
        });
        // The target's GitHub Deployment records the same commit and archive: it can be promoted on.
        const recorded = w.github.deployments.find(
          (d) => d.environment === 'production' && d.ref === PROVED,
        )!;
        expect(recorded.payload).toMatchObject({
          langgraph_deploy: { revision_id: made.id, commit: PROVED, archive_digest: stagingUpload.tarSha256 },
        });
        expect(r.summary).toContain('rebuilt the same archive as revision');
        // Promoted again: the target serves it, by its own record.
        const again = await promoteUpload(w, checkout(PROVED));
        expect(again.outputs.status).toBe('unchanged');
        expect(target.revisions).toHaveLength(2);
      }),
  );

  test.concurrent('a checkout of another commit is refused, saying which to check out', () =>
    inWorld(async (w) => {
      await deployed(w);
      const r = await promoteUpload(w, checkout(PUSHED));
      expectRefused(
        r,
        w,
        'Other commit checked out',
        /at commit b0b0000, and my-agent-staging's revision \S+ was uploaded from commit a11ce00/,
      );
    }),
  );

  test.concurrent('the same commit with other files gives another digest, and is refused', () =>
    inWorld(async (w) => {
      await deployed(w);
      const r = await promoteUpload(w, checkout(PROVED, { 'agent/generated.py': 'made by a step\n' }));
      expectRefused(r, w, 'Archive differs', /the same commit, other files/);
    }),
  );
});

describe('command: promote, images', () => {
  test.concurrent('an image pinned by digest: the target runs the same image', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      const target = seed(e, 'my-agent', `registry.example.com/agent@sha256:${'0'.repeat(64)}`, OLDER, {
        source: 'external_docker',
      });
      const image = `registry.example.com/agent@${DIGEST}`;
      seed(e, 'my-agent-staging', image, PROVED, { source: 'external_docker' });
      const r = await promote(w);
      expect(r.code).toBe(0);
      expect(target.d.revisions[0]!.sourceRevisionConfig).toEqual({ image_uri: image });
      expect(e.requests.find((q) => q.route === 'patch-deployment')!.body).toEqual({
        source_revision_config: { image_uri: image },
      });
      expect(JSON.parse(r.outputs.promoted_from!)).toMatchObject({ image_uri: image });
      expect(r.summary).toContain('runs the same image as');
    }),
  );

  test.concurrent('an image named by a tag is refused: a tag can move', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      seed(e, 'my-agent', 'registry.example.com/agent:1', OLDER, { source: 'external_docker' });
      seed(e, 'my-agent-staging', 'registry.example.com/agent:2', PROVED, { source: 'external_docker' });
      const r = await promote(w);
      expectRefused(r, w, 'Image not pinned', /an image named by a tag, which can move/);
    }),
  );

  test.concurrent('internal_docker is refused, saying why', () =>
    inWorld(async (w) => {
      const { emulator: e } = w;
      seed(e, 'my-agent', 'main', OLDER);
      const staging = seed(e, 'my-agent-staging', 'registry.example.com/x:1', PROVED, {
        source: 'external_docker',
      });
      staging.d.source = 'internal_docker';
      const r = await promote(w);
      expectRefused(
        r,
        w,
        'Source cannot be promoted',
        /the public API cannot give another deployment that image/,
      );
    }),
  );
});

describe('command: promote, gated as a deploy', () => {
  let agent: LocalAgentServer;
  beforeAll(async () => {
    agent = await startAgentServer({ workers: 4, echoDelayMs: 50 });
  }, 60_000);
  afterAll(() => agent?.close());

  test(
    'a promoted revision that fails its agent checks rolls back to what the target served before',
    () =>
      inWorld(async (w) => {
        const { emulator: e, github } = w;
        // The router answers with the graph of what serves the first deployment: the target.
        const target = seed(e, 'my-agent', 'main', OLDER);
        seed(e, 'my-agent-staging', 'refs/tags/v1', PROVED);
        github.refs['tags/v1'] = { type: 'commit', sha: PROVED };
        const router = await startRevisionRouter(agent.url, e, (commit) =>
          commit === PROVED ? 'agentWrongPolicy' : 'agent',
        );
        e.options.customUrl = () => router.url;
        const workspace = tempDir('promote-checks');
        writeFileSync(
          join(workspace, 'checks.yaml'),
          stringify({
            assistant_id: 'agent',
            cases: [
              {
                name: 'refund policy',
                input: 'What is your refund policy?',
                expect: { contains: ['30 days'] },
              },
            ],
          }),
        );
        try {
          const r = await promote(
            w,
            { checks: 'checks.yaml', rollback_on_failure: 'true' },
            { GITHUB_WORKSPACE: workspace },
          );
          expect(r.code).toBe(1);
          const [redeploy, promoted] = target.d.revisions;
          expect(promoted!.commitSha).toBe(PROVED);
          expect(redeploy!.redeployOf).toBe(target.r.id);
          expect(e.store.active(target.d)!.id).toBe(redeploy!.id);
          expect(errorLine(r.stdout)).toContain('title=Rolled back after failed agent checks::');
          expect(r.outputs).toMatchObject({ rolled_back: 'true', checks: 'failed' });
          expect(JSON.parse(r.outputs.promoted_from!)).toMatchObject({ commit: PROVED });
        } finally {
          await router.close();
        }
      }),
    90_000,
  );
});
