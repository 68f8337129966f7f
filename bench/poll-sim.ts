/**
 * Poll efficiency on a virtual clock: the real poller (waitForRevision) against a revision that
 * follows a timeline. Counts calls and the lag between the terminal status appearing and the
 * poller noticing it.
 */
import { VirtualClock } from '../src/time/clock.ts';
import { waitForRevision } from '../src/wait/poller.ts';
import type { PollSchedule } from '../src/wait/schedule.ts';
import { Timeline as SeenTimeline } from '../src/wait/timeline.ts';

export interface Phase {
  status: string;
  seconds: number;
}

export interface RevisionTimeline {
  name: string;
  /** A first deployment or an update of an existing one. */
  kind: 'create' | 'update';
  phases: Phase[];
  /** The terminal status that follows the phases. */
  end: string;
}

export interface Run {
  calls: number;
  lagMs: number;
}

/** One wait: the revision's first phase is stretched by `queueExtraS` (queue time varies). */
export async function simulate(
  timeline: RevisionTimeline,
  schedule: PollSchedule,
  queueExtraS: number,
): Promise<Run> {
  const phases = timeline.phases.map((p, i) => (i === 0 ? { ...p, seconds: p.seconds + queueExtraS } : p));
  const endMs = phases.reduce((sum, p) => sum + p.seconds, 0) * 1_000;
  const clock = new VirtualClock(0);
  let calls = 0;
  const fetchStatus = async (): Promise<string> => {
    calls++;
    let t = 0;
    for (const p of phases) {
      t += p.seconds * 1_000;
      if (clock.now() < t) return p.status;
    }
    return timeline.end;
  };
  await waitForRevision({
    fetchStatus,
    schedule,
    clock,
    signal: new AbortController().signal,
    deadline: 4 * 3_600_000,
    timeoutMs: 4 * 3_600_000,
    timeline: new SeenTimeline(),
  });
  return { calls, lagMs: clock.now() - endMs };
}

export interface PolicyResult {
  calls: { mean: number; max: number };
  lag: { meanMs: number; maxMs: number };
  /** calls × mean lag (s): lower is better; constant polling sits near total time / 2. */
  cost: number;
}

/**
 * Extra queue time of each variant: spread evenly over [0, 60) s (a golden-ratio sequence), so
 * every poller meets the end at every phase of its cycle, as in real life.
 */
export function queueVariants(count = 100): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(60_000 * ((i * 0.6180339887498949) % 1)) / 1_000);
}

/** Runs every queue variant and summarizes. */
export async function evaluate(timeline: RevisionTimeline, schedule: PollSchedule): Promise<PolicyResult> {
  const runs: Run[] = [];
  for (const extra of queueVariants()) runs.push(await simulate(timeline, schedule, extra));
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  const calls = runs.map((r) => r.calls);
  const lags = runs.map((r) => r.lagMs);
  return {
    calls: { mean: mean(calls), max: Math.max(...calls) },
    lag: { meanMs: mean(lags), maxMs: Math.max(...lags) },
    cost: (mean(calls) * mean(lags)) / 1_000,
  };
}
