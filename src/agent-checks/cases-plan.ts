import type { ChecksSettings, DatasetSource } from '../inputs/types.ts';

/**
 * What the agent checks would do, for a dry run's plan: the file, where, and every case; `lead`
 * is the words the sentence starts with; `baseline` the revision a baseline would run against
 * first (a deploy's, when one serves: a new deployment has none).
 */
export function checksPlan(
  settings: ChecksSettings,
  url: string | undefined,
  assistantId: string | undefined,
  { lead = 'Run', baseline }: { lead?: string; baseline?: string } = {},
): string {
  const n = settings.cases.length;
  const cases = settings.cases
    .map(
      (c) =>
        `${c.name} (assistant ${c.assistantId ?? assistantId ?? 'unknown'}${c.runs > 1 ? `, ${c.minPasses} of ${c.runs} runs` : ''})`,
    )
    .join('; ');
  const what = settings.dataset
    ? `${n ? `${n} agent check${n === 1 ? '' : 's'} from ${settings.file} and ` : ''}${datasetPlan(settings.dataset, settings.file)}`
    : `${n} agent check${n === 1 ? '' : 's'} from ${settings.file}`;
  return `${lead} ${what} against ${url ?? 'the deployment URL'}${baseline ? `, on revision ${baseline} before the update too (the baseline)` : ''}, ${settings.concurrency} at a time (checks_fail_on: ${settings.failOn})${cases ? `: ${cases}` : ''}.`;
}

/**
 * The cases a dataset adds: as many examples as it holds (the dry run's one request reads the
 * dataset with its count), at most its limit; with a split, up to that many.
 */
function datasetPlan(d: DatasetSource, file: string): string {
  const known = d.exampleCount !== undefined && !d.split;
  const count = known ? Math.min(d.exampleCount!, d.limit) : d.limit;
  const holds =
    d.exampleCount === undefined
      ? ''
      : `; it holds ${d.exampleCount} example${d.exampleCount === 1 ? '' : 's'}${d.split ? ' in all splits' : ''}`;
  return `${known ? '' : 'up to '}${count} agent check${count === 1 ? '' : 's'} from LangSmith dataset "${d.name}"${d.split ? `, split "${d.split}"` : ''} (named in ${file}; limit ${d.limit}${holds})`;
}
