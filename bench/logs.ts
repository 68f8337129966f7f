/**
 * `logs: stream` measured, not assumed: the whole action in process against the emulator, both on
 * one virtual clock (a 15-minute deployment takes a fraction of a second), counting the requests
 * the emulator received, and the build-log lines the job log showed of those the build wrote.
 */
import { startEmulator } from '../emulator/server.ts';
import { EMULATOR_API_KEY } from '../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../emulator/store.ts';
import { timedSteps } from '../emulator/scripted-revision.ts';
import { runInProcess } from '../__tests__/helpers/in-process.ts';
import { VirtualClock } from '../__tests__/helpers/virtual-clock.ts';
import type { BenchRevision } from './poll-sim.ts';

export interface StreamCalls {
  /** Status polls of the revision (mean over the variants). */
  polls: number;
  /** Build-log reads (mean). */
  reads: number;
  /** The most reads any one poll was followed by. */
  maxReadsAfterAPoll: number;
  /** The most status polls and build-log reads together in any one variant. */
  maxCalls: number;
  /** Build-log lines the job log showed, and the lines the build wrote. */
  shown: number;
  written: number;
}

/** One deployment of `revision` with `logs`, its build writing `lines` lines. */
async function once(revision: BenchRevision, logs: string, lines: number, queueExtraS: number) {
  const clock = new VirtualClock(Date.parse('2026-11-23T12:00:00Z'));
  const emulator = await startEmulator({ now: () => clock.now() });
  try {
    const phases = revision.phases.map((p, i): [string, number] => [
      p.status,
      i === 0 ? p.seconds + queueExtraS : p.seconds,
    ]);
    emulator.store.nextScripts.push(timedSteps(phases, revision.end));
    const build = Array.from({ length: lines }, (_, i) => ({
      level: 'INFO',
      message: `build line ${i + 1}`,
    }));
    emulator.store.nextLogs.push({ build });
    const r = await runInProcess(
      {
        api_key: EMULATOR_API_KEY,
        api_url: emulator.url,
        integration_id: EMULATOR_INTEGRATION_ID,
        name: 'agent',
        logs,
        timeout: '2h',
      },
      { clock },
    );
    if (r.state.failure && revision.end === 'DEPLOYED') throw new Error(r.state.failure.message);
    const routes = emulator.requests.map((q) => q.route);
    let most = 0;
    let run = 0;
    for (const route of routes) {
      if (route === 'get-revision') run = 0;
      else if (route === 'build-logs') most = Math.max(most, ++run);
    }
    return {
      polls: routes.filter((r) => r === 'get-revision').length,
      reads: routes.filter((r) => r === 'build-logs').length,
      most,
      shown: new Set(r.stdout.match(/build line \d+/g) ?? []).size,
    };
  } finally {
    await emulator.close();
  }
}

export async function streamCalls(
  revision: BenchRevision,
  logs: 'stream' | 'on-failure',
  lines: number,
  variants: number[],
): Promise<StreamCalls> {
  const runs = [];
  for (const extra of variants) runs.push(await once(revision, logs, lines, extra));
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    polls: mean(runs.map((r) => r.polls)),
    reads: mean(runs.map((r) => r.reads)),
    maxReadsAfterAPoll: Math.max(...runs.map((r) => r.most)),
    maxCalls: Math.max(...runs.map((r) => r.polls + r.reads)),
    shown: Math.min(...runs.map((r) => r.shown)),
    written: lines,
  };
}
