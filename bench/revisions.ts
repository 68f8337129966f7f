import type { BenchRevision } from './poll-sim.ts';

/** Realistic revision timelines (seconds per status). */
export const TIMELINES: BenchRevision[] = [
  {
    name: '15-minute first deployment',
    kind: 'create',
    end: 'DEPLOYED',
    phases: [
      { status: 'QUEUED', seconds: 20 },
      { status: 'AWAITING_BUILD', seconds: 40 },
      { status: 'BUILDING', seconds: 420 },
      { status: 'AWAITING_DEPLOY', seconds: 30 },
      { status: 'DEPLOYING', seconds: 360 },
    ],
  },
  {
    name: '3-minute update',
    kind: 'update',
    end: 'DEPLOYED',
    phases: [
      { status: 'QUEUED', seconds: 5 },
      { status: 'AWAITING_BUILD', seconds: 10 },
      { status: 'BUILDING', seconds: 100 },
      { status: 'AWAITING_DEPLOY', seconds: 5 },
      { status: 'DEPLOYING', seconds: 60 },
    ],
  },
  {
    name: 'build failing at 4 minutes',
    kind: 'update',
    end: 'BUILD_FAILED',
    phases: [
      { status: 'QUEUED', seconds: 15 },
      { status: 'AWAITING_BUILD', seconds: 25 },
      { status: 'BUILDING', seconds: 200 },
    ],
  },
];

/** Timelines where the schedule's assumptions are off, to show what that costs. */
export const STRESS_TIMELINES: BenchRevision[] = [
  {
    name: 'first deployment whose DEPLOYING takes only 90 s',
    kind: 'create',
    end: 'DEPLOYED',
    phases: [
      { status: 'QUEUED', seconds: 20 },
      { status: 'BUILDING', seconds: 240 },
      { status: 'DEPLOYING', seconds: 90 },
    ],
  },
  {
    name: 'update whose DEPLOYING takes 5 minutes',
    kind: 'update',
    end: 'DEPLOYED',
    phases: [
      { status: 'QUEUED', seconds: 10 },
      { status: 'BUILDING', seconds: 150 },
      { status: 'DEPLOYING', seconds: 300 },
    ],
  },
];
