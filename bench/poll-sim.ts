/**
 * Poll efficiency on a virtual clock: the real poller (waitForRevision) against a scripted
 * revision. Counts calls and the lag between the terminal status appearing and the poller
 * noticing it.
 */
import { scriptedStatus, timedSteps } from '../emulator/scripted-revision.ts';
import { VirtualClock } from '../__tests__/helpers/virtual-clock.ts';
import { waitForRevision } from '../src/wait/poller.ts';
import { Budget } from '../src/time/budget.ts';
import type { PollSchedule } from '../src/wait/schedule.ts';
import { StatusHistory } from '../src/run/status-history.ts';

export interface Phase {
  status: string;
  seconds: number;
}

/** A realistic revision for the benchmark: its phases, then the terminal status. */
export interface BenchRevision {
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
  /** The status each poll saw, in order. */
  seen: string[];
}

/** A fixed pause: the baselines the status-aware schedule is compared with. */
export function fixedSchedule(ms: number): PollSchedule {
  return () => ms;
}

/** One wait: the revision's first phase is stretched by `queueExtraS` (queue time varies). */
async function simulate(revision: BenchRevision, schedule: PollSchedule, queueExtraS: number): Promise<Run> {
  const phases = revision.phases.map((p, i): [string, number] => [
    p.status,
    i === 0 ? p.seconds + queueExtraS : p.seconds,
  ]);
  const endMs = phases.reduce((sum, [, seconds]) => sum + seconds, 0) * 1_000;
  const clock = new VirtualClock(0);
  const status = scriptedStatus(timedSteps(phases, revision.end), clock);
  const seen: string[] = [];
  await waitForRevision({
    fetchStatus: async () => {
      const s = await status.fetch();
      seen.push(s);
      return s;
    },
    schedule,
    budget: new Budget({
      clock,
      timeoutMs: 4 * 3_600_000,
      deadline: 4 * 3_600_000,
      signal: new AbortController().signal,
    }),
    history: new StatusHistory(),
  });
  return { calls: status.calls.length, lagMs: clock.now() - endMs, seen };
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
export async function evaluate(revision: BenchRevision, schedule: PollSchedule): Promise<PolicyResult> {
  const runs: Run[] = [];
  for (const extra of queueVariants()) runs.push(await simulate(revision, schedule, extra));
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  const calls = runs.map((r) => r.calls);
  const lags = runs.map((r) => r.lagMs);
  return {
    calls: { mean: mean(calls), max: Math.max(...calls) },
    lag: { meanMs: mean(lags), maxMs: Math.max(...lags) },
    cost: (mean(calls) * mean(lags)) / 1_000,
  };
}
