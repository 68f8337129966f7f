import type { ChecksSettings } from '../inputs/types.ts';

/**
 * What the agent checks would do, for a dry run's plan: the file, where, and every case; `lead`
 * is the words the sentence starts with.
 */
export function checksPlan(
  settings: ChecksSettings,
  url: string | undefined,
  assistantId: string | undefined,
  lead = 'Run',
): string {
  const n = settings.cases.length;
  const cases = settings.cases
    .map(
      (c) =>
        `${c.name} (assistant ${c.assistantId ?? assistantId ?? 'unknown'}${c.runs > 1 ? `, ${c.minPasses} of ${c.runs} runs` : ''})`,
    )
    .join('; ');
  return `${lead} ${n} agent check${n === 1 ? '' : 's'} from ${settings.file} against ${url ?? 'the deployment URL'}${settings.baseline ? ', before the update too (baseline)' : ''}, ${settings.concurrency} at a time (checks_fail_on: ${settings.failOn}): ${cases}.`;
}
