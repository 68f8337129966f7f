import { describe, expect, test } from '@jest/globals';
import { Store } from '../../emulator/store.ts';

/** The emulator models what the real platform does (../shared/spec/platform-facts.md). */
function store(): Store {
  let now = 1_000;
  const s = new Store(undefined, () => (now += 10), '11111111-2222-4333-8444-555555555555');
  return s;
}

describe('the emulated platform', () => {
  test('a revision builds the head of its ref when its build starts, not when it was created', () => {
    const s = store();
    const d = s.seedDeployed('agent');
    s.nextScripts.push([
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const r = s.addRevision(d);
    r.polls = 1;
    expect(s.revisionJson(r)).toMatchObject({
      status: 'QUEUED',
      source_revision_config: { repo_commit_sha: null },
    });
    const pushed = s.push('main');
    r.polls = 2;
    expect(s.revisionJson(r)).toMatchObject({
      status: 'BUILDING',
      source_revision_config: { repo_commit_sha: pushed },
    });
  });

  test('the active revision changes only when a newer one reaches DEPLOYED; a failed one never replaces it', () => {
    const s = store();
    const d = s.seedDeployed('agent');
    const first = d.revisions[0]!;
    s.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const failed = s.addRevision(d);
    failed.polls = 2;
    expect(s.deploymentJson(d, null)).toMatchObject({
      latest_revision_id: failed.id,
      active_revision_id: first.id,
    });
    s.nextScripts.push([{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOYED' }]);
    const good = s.addRevision(d);
    good.polls = 1;
    expect(s.deploymentJson(d, null)).toMatchObject({ active_revision_id: first.id });
    good.polls = 2;
    expect(s.deploymentJson(d, null)).toMatchObject({ active_revision_id: good.id });
  });

  test('a newer revision supersedes older ones in progress: SKIPPED before the build, INTERRUPTED after', () => {
    const s = store();
    const d = s.seedDeployed('agent');
    s.nextScripts.push([{ status: 'QUEUED' }], [{ status: 'BUILDING' }]);
    const queued = s.addRevision(d);
    const building = s.addRevision(d);
    expect(s.status(queued)).toBe('SKIPPED');
    expect(s.status(building)).toBe('BUILDING');
    s.addRevision(d);
    expect(s.status(building)).toBe('INTERRUPTED');
    expect(s.status(d.revisions.at(-1)!)).toBe('DEPLOYED');
  });

  test('a superseded revision keeps the logs it had: interrupted while deploying, its server log; while building, the build log so far', () => {
    const s = store();
    const d = s.seedDeployed('agent');
    s.nextScripts.push([{ status: 'DEPLOYING' }], [{ status: 'BUILDING', polls: 4 }, { status: 'DEPLOYED' }]);
    const deploying = s.addRevision(d);
    const serverLog = s.visibleLogs(deploying, 'server').length;
    expect(serverLog).toBeGreaterThan(0);
    const building = s.addRevision(d);
    expect(s.status(deploying)).toBe('INTERRUPTED');
    expect(s.visibleLogs(deploying, 'server')).toHaveLength(serverLog);
    building.polls = 2; // half-way through its build
    const soFar = s.visibleLogs(building, 'build').length;
    expect(soFar).toBeGreaterThan(0);
    expect(soFar).toBeLessThan(building.logs.build.length);
    s.addRevision(d);
    expect(s.status(building)).toBe('INTERRUPTED');
    building.polls = 10; // read later: it did not build on
    expect(s.visibleLogs(building, 'build')).toHaveLength(soFar);
    expect(s.visibleLogs(building, 'server')).toEqual([]);
  });

  test('a redeploy makes a new revision with the old one’s config and commit, which becomes active when deployed', () => {
    const s = store();
    const d = s.seedDeployed('agent');
    const old = d.revisions[0]!;
    s.push('main');
    s.nextScripts.push([{ status: 'DEPLOYED' }]);
    s.status(s.addRevision(d));
    s.nextScripts.push([{ status: 'DEPLOYED' }]);
    const again = s.redeploy(d, old);
    expect(again).toMatchObject({ redeployOf: old.id, commitSha: old.commitSha });
    expect(s.deploymentJson(d, null)).toMatchObject({
      latest_revision_id: again.id,
      active_revision_id: again.id,
    });
  });
});
