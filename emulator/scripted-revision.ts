import { parseDuration } from '../src/time/duration.ts';

/**
 * The one model of a scripted revision, shared by the emulator, the benchmark and the tests: a
 * list of statuses, each held for a number of polls (deterministic, for tests) or milliseconds
 * (wall or virtual time). The last step is held forever.
 */
export interface ScriptedStep {
  status: string;
  /** GETs of the revision that see this status. */
  polls?: number;
  /** Time in this status. */
  ms?: number;
}

/** The status a scripted revision shows after `polls` GETs, `elapsedMs` after its creation. */
export function statusAt(steps: readonly ScriptedStep[], polls: number, elapsedMs: number): string {
  let pollEnd = 0;
  let msEnd = 0;
  for (const step of steps) {
    if (step.polls !== undefined) {
      pollEnd += step.polls;
      if (polls <= pollEnd) return step.status;
    } else if (step.ms !== undefined) {
      msEnd += step.ms;
      if (elapsedMs < msEnd) return step.status;
    } else {
      return step.status;
    }
  }
  return steps.at(-1)?.status ?? 'UNKNOWN';
}

/**
 * When the status `statusAt` gives began, in ms after the revision's creation: known for steps in
 * time; undefined for steps counted in polls (the caller knows: now).
 */
export function statusSince(
  steps: readonly ScriptedStep[],
  polls: number,
  elapsedMs: number,
): number | undefined {
  let pollEnd = 0;
  let msEnd = 0;
  for (const step of steps) {
    const start = msEnd;
    if (step.polls !== undefined) {
      pollEnd += step.polls;
      if (polls <= pollEnd) return undefined;
    } else if (step.ms !== undefined) {
      msEnd += step.ms;
      if (elapsedMs < msEnd) return start;
    } else {
      return step === steps[0] || steps.every((s) => s.polls === undefined) ? start : undefined;
    }
  }
  return undefined;
}

/**
 * How far into the step `statusAt` gives a scripted revision is, from 0 to 1 (a step held
 * forever: 1): what a log that grows through the step has written so far.
 */
export function progressInStep(steps: readonly ScriptedStep[], polls: number, elapsedMs: number): number {
  let pollEnd = 0;
  let msEnd = 0;
  for (const step of steps) {
    if (step.polls !== undefined) {
      const start = pollEnd;
      pollEnd += step.polls;
      if (polls <= pollEnd) return step.polls > 0 ? Math.max(0, polls - start) / step.polls : 1;
    } else if (step.ms !== undefined) {
      const start = msEnd;
      msEnd += step.ms;
      if (elapsedMs < msEnd) return step.ms > 0 ? (elapsedMs - start) / step.ms : 1;
    } else {
      return 1;
    }
  }
  return 1;
}

/** `[status, seconds]` pairs, then the status that stays: steps in time. */
export function timedSteps(phases: ReadonlyArray<readonly [string, number]>, end?: string): ScriptedStep[] {
  const steps: ScriptedStep[] = phases.map(([status, seconds]) => ({ status, ms: seconds * 1_000 }));
  if (end) steps.push({ status: end });
  return steps;
}

/** A revision's status over a clock, as the poller fetches it; records when each fetch came. */
export function scriptedStatus(
  steps: readonly ScriptedStep[],
  clock: { now(): number },
): { fetch: () => Promise<string>; calls: number[] } {
  const start = clock.now();
  const calls: number[] = [];
  return {
    calls,
    fetch: async () => {
      calls.push(clock.now() - start);
      return statusAt(steps, calls.length, clock.now() - start);
    },
  };
}

/**
 * A script as people type it (emulator CLI, `--timeline`): `STATUS:LENGTH` steps separated by
 * commas, LENGTH a duration (`2s`, `500ms`, `1m`) or `<n>polls`; a step without one stays.
 */
export function parseScript(text: string): ScriptedStep[] {
  return text.split(',').map((part) => {
    const [status, length] = part.trim().split(':') as [string, string | undefined];
    if (!status) throw new Error(`"${part}" has no status`);
    if (!length) return { status };
    const polls = /^(\d+)polls?$/.exec(length);
    if (polls) return { status, polls: Number(polls[1]) };
    const ms = parseDuration(length);
    if (ms === undefined) throw new Error(`"${part}": ${length} is neither a duration (2s) nor <n>polls`);
    return { status, ms };
  });
}
