import type { Problem } from './problem.ts';
import * as field from './fields.ts';
import { LIMITS } from './limits.ts';
import type { ChecksSettings, JudgeSettings } from './types.ts';

/**
 * The inputs of the `judge` expectation (`judge_url`, `judge_model`, `judge_api_key`) and of the
 * token gate (`checks_token_growth`), read with the other `checks_*` inputs (checks.ts).
 */

/** `judge_url`'s default: OpenAI's API, where nothing is judged without `judge_api_key`. */
const DEFAULT_JUDGE_URL = 'https://api.openai.com/v1';

export function readJudgeSettings(p: field.Problems, raw: field.Raw): JudgeSettings {
  const given = raw('judge_url');
  const url = field.baseUrl(p, 'judge_url', given);
  const model = field.text(p, 'judge_model', raw('judge_model'), LIMITS.judgeModelLength);
  const apiKey = field.headerValue(p, 'judge_api_key', raw('judge_api_key'));
  const base = url ? url.href.replace(/\/+$/, '') : DEFAULT_JUDGE_URL;
  return {
    url: base,
    defaultUrl: base === DEFAULT_JUDGE_URL,
    ...(model ? { model } : {}),
    ...(apiKey ? { apiKey } : {}),
  };
}

/** `50%` or `50` (percent) as the fraction 0.5; empty: no token gate. */
export function readTokenGrowth(p: field.Problems, raw: field.Raw): number | undefined {
  const text = raw('checks_token_growth').trim();
  if (text === '') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*%?$/.exec(text);
  const percent = match ? Number(match[1]) : NaN;
  const { min, max } = LIMITS.checks.tokenGrowthPercent;
  if (!(percent >= min && percent <= max))
    return void p.add(
      'checks_token_growth',
      `must be a percentage from ${min}% to ${max}%, e.g. 50%: how much more a case's median tokens may be than on the baseline`,
    );
  return percent / 100;
}

/** Problems of the checks file's judge cases with the judge inputs: a model is needed. */
export function judgeProblems(settings: ChecksSettings): Problem[] {
  const judged = settings.cases.filter((c) => c.expect.judge).length;
  if (!judged || settings.judge?.model) return [];
  return [
    {
      input: 'judge_model',
      message: `is required: ${judged} case${judged === 1 ? ' has' : 's have'} a judge expectation in ${settings.file}; name the model that grades them (e.g. gpt-4o-mini)`,
    },
  ];
}

/** Why judge expectations cannot be graded at all, when that is so (no key for OpenAI's API). */
export function judgeOff(settings: JudgeSettings | undefined): string | undefined {
  if (!settings || settings.apiKey || !settings.defaultUrl) return undefined;
  return `judge_api_key is empty and judge_url is the default (${DEFAULT_JUDGE_URL})`;
}

/** The one warning of a run whose judge cases will not be judged. */
export function judgeWarnings(settings: ChecksSettings): string[] {
  const judged = settings.cases.filter((c) => c.expect.judge).length;
  const off = judgeOff(settings.judge);
  if (!judged || !off) return [];
  return [
    `judge: ${off}, so the judge expectation of ${judged} case${judged === 1 ? '' : 's'} in ${settings.file} will not be judged (never a pass, never a rollback). Set judge_api_key from a secret, or judge_url to a server that needs no key.`,
  ];
}
