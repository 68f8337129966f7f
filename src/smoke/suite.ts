import { ActionError, CancelledError } from '../errors.ts';
import type { Transport } from '../http/transport.ts';
import type { SmokeCheckName, SmokeSettings } from '../inputs/types.ts';
import type { Clock } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { CHECKS } from './checks/index.ts';
import { createAgentClient } from './client.ts';
import { waitUntilAnswering } from './health.ts';
import { CheckFailed, failedBeforeChecks, type CheckReport, type SmokeReport } from './report.ts';

export interface SmokeOptions {
  url: string;
  apiKey?: string;
  assistantId: string;
  settings: SmokeSettings;
  clock: Clock;
  signal: AbortSignal;
  transport: Transport;
  fetch: typeof globalThis.fetch;
}

/**
 * Proves the deployed agent server answers: waits until it accepts traffic, then runs the
 * chosen checks concurrently, each on its own thread and within `smoke_timeout`.
 */
export async function runSmokeSuite(o: SmokeOptions): Promise<SmokeReport> {
  let readyAfter: number;
  try {
    readyAfter = await waitUntilAnswering({ ...o, limitMs: o.settings.checkTimeoutMs });
  } catch (error) {
    if (error instanceof ActionError) return failedBeforeChecks(o.url, o.assistantId, error.message);
    throw error;
  }
  const client = await createAgentClient(o.url, o.apiKey, o.fetch);
  const started = o.clock.now();
  const checks = await Promise.all(o.settings.checks.map((name) => runOneCheck(name, client, o)));
  return {
    url: o.url,
    assistant_id: o.assistantId,
    result: checks.every((c) => c.result === 'passed') ? 'passed' : 'failed',
    duration_ms: o.clock.now() - started,
    ready_after_ms: readyAfter,
    checks,
  };
}

async function runOneCheck(
  name: SmokeCheckName,
  client: Awaited<ReturnType<typeof createAgentClient>>,
  o: SmokeOptions,
): Promise<CheckReport> {
  const timeout = AbortSignal.timeout(o.settings.checkTimeoutMs);
  const signal = AbortSignal.any([o.signal, timeout]);
  const started = o.clock.now();
  const took = (): number => o.clock.now() - started;
  try {
    const pass = await CHECKS[name]({
      name,
      client,
      assistantId: o.assistantId,
      message: o.settings.message,
      signal,
    });
    return { name, result: 'passed', duration_ms: took(), detail: pass.detail, observed: pass.observed };
  } catch (error) {
    if (o.signal.aborted) throw new CancelledError();
    const detail = timeout.aborted
      ? `no result within ${formatDuration(o.settings.checkTimeoutMs)} (smoke_timeout)`
      : error instanceof Error
        ? error.message
        : String(error);
    const observed = error instanceof CheckFailed ? error.observed : undefined;
    return { name, result: 'failed', duration_ms: took(), detail, observed };
  }
}
