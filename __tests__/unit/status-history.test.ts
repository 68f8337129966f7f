import { describe, expect, test } from '@jest/globals';
import { StatusHistory } from '../../src/run/status-history.ts';
import { classifyStatus } from '../../src/control-plane/revision-status.ts';
import { describeChange } from '../../src/wait/poller.ts';

const verdict = (status: string) =>
  classifyStatus(status).verdict === 'in-progress' ? 'in-progress' : 'ended';
const iso = (s: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, s)).toISOString();

describe('StatusHistory: one timeline model', () => {
  test('QUEUED for 1 s, BUILDING for 2 s between two checks, then DEPLOYED: 3 s of QUEUED and BUILDING, not 3 s in QUEUED', () => {
    const h = new StatusHistory();
    h.report('QUEUED', iso(0));
    h.observe('QUEUED', 1_000_000);
    h.report('DEPLOYED', iso(3));
    const change = h.observe('DEPLOYED', 1_005_000);
    expect(change).toEqual({ status: 'DEPLOYED', previous: 'QUEUED', previousMs: 3_000 });
    expect(describeChange(change!, true)).toBe(
      'Revision status: DEPLOYED (3s after QUEUED; BUILDING began and ended between two checks)',
    );
    // A redeploy builds nothing: nothing was missed.
    expect(describeChange(change!, false)).toBe('Revision status: DEPLOYED (after 3s in QUEUED)');
    expect(h.timeline(1_005_000, true, verdict)).toEqual([
      { status: 'QUEUED', ms: 3_000, timing: 'server', with: 'BUILDING' },
      { status: 'BUILDING', timing: 'unseen' },
      { status: 'DEPLOYED', timing: 'end' },
    ]);
  });

  test('a first look already past the build: BUILDING is not seen, and no time is claimed for it', () => {
    const h = new StatusHistory();
    h.observe('DEPLOYING', 0);
    h.observe('DEPLOYED', 5_000);
    expect(h.timeline(5_000, true, verdict)).toEqual([
      { status: 'BUILDING', timing: 'unseen' },
      { status: 'DEPLOYING', ms: 5_000, timing: 'observed' },
      { status: 'DEPLOYED', timing: 'end' },
    ]);
  });

  test('the revision’s own updated_at times each status, however far apart the checks were', () => {
    const h = new StatusHistory();
    // Checks at 0 s, 30 s, 60 s (this run's clock, unrelated to the server's).
    h.report('QUEUED', iso(0));
    h.observe('QUEUED', 1_000_000);
    h.report('BUILDING', iso(4));
    const change = h.observe('BUILDING', 1_030_000);
    h.report('DEPLOYED', iso(47));
    h.observe('DEPLOYED', 1_060_000);
    expect(change).toEqual({ status: 'BUILDING', previous: 'QUEUED', previousMs: 4_000 });
    expect(h.timeline(1_060_000, true, verdict)).toEqual([
      { status: 'QUEUED', ms: 4_000, timing: 'server' },
      { status: 'BUILDING', ms: 43_000, timing: 'server' },
      { status: 'DEPLOYED', timing: 'end' },
    ]);
  });

  test('without timestamps, or with ones that go backwards, the checks time it', () => {
    const h = new StatusHistory();
    h.report('QUEUED', iso(10));
    h.observe('QUEUED', 0);
    h.report('BUILDING', iso(5)); // earlier than QUEUED's: not trusted
    h.observe('BUILDING', 20_000);
    h.report('DEPLOYING', 'not a date');
    h.observe('DEPLOYING', 50_000);
    expect(h.timeline(65_000, true, verdict)).toEqual([
      { status: 'QUEUED', ms: 20_000, timing: 'observed' },
      { status: 'BUILDING', ms: 30_000, timing: 'observed' },
      { status: 'DEPLOYING', ms: 15_000, timing: 'so far' },
    ]);
  });

  test('a timestamp reported for another status than the one observed is ignored', () => {
    const h = new StatusHistory();
    h.report('QUEUED', iso(0));
    h.observe('BUILDING', 0);
    expect(h.spans[0]).toEqual({ status: 'BUILDING', since: 0 });
  });

  test('a build never seen is listed as not seen, and the time before it is not called time in QUEUED — only for a revision that builds', () => {
    const h = new StatusHistory();
    h.observe('QUEUED', 0);
    h.observe('DEPLOYING', 10_000);
    h.observe('DEPLOYED', 20_000);
    expect(h.timeline(20_000, true, verdict)).toEqual([
      { status: 'QUEUED', ms: 10_000, timing: 'observed', with: 'BUILDING' },
      { status: 'BUILDING', timing: 'unseen' },
      { status: 'DEPLOYING', ms: 10_000, timing: 'observed' },
      { status: 'DEPLOYED', timing: 'end' },
    ]);
    // A redeploy reuses its image: no build to miss.
    expect(h.timeline(20_000, false, verdict).map((r) => r.status)).toEqual([
      'QUEUED',
      'DEPLOYING',
      'DEPLOYED',
    ]);
  });

  test('one look at a revision building for minutes (command: status) times it by its updated_at, not by the look', () => {
    const h = new StatusHistory();
    const now = Date.parse(iso(0)) + 4 * 60_000;
    h.report('BUILDING', iso(0));
    h.observe('BUILDING', now);
    expect(h.timeline(now + 6, false, verdict)).toEqual([
      { status: 'BUILDING', ms: 4 * 60_000 + 6, timing: 'so far' },
    ]);
  });

  test('without its updated_at, a status already there at the first look is “at least” since then', () => {
    const h = new StatusHistory();
    h.observe('BUILDING', 1_000);
    expect(h.timeline(1_006, false, verdict)).toEqual([{ status: 'BUILDING', ms: 6, timing: 'since seen' }]);
  });
});
