import type { GitHubEnv } from '../inputs/github-env.ts';
import { link, text } from './markdown.ts';

/** The `status` output of a run whose inputs were refused (nothing was sent). */
export const INVALID_INPUTS_STATUS = 'INVALID_INPUTS';

/** The job summary of a run stopped by its inputs: each problem names the input and what is accepted. */
export function invalidInputsMarkdown(problems: string[], workflow: GitHubEnv): string {
  // The action's own README, when the runner says which repository the action comes from.
  const { actionRepository: repo, serverUrl } = workflow;
  const readme =
    repo && /^[\w.-]+\/[\w.-]+$/.test(repo)
      ? link('the README’s Inputs table', `${serverUrl}/${repo}#inputs`)
      : 'the README’s *Inputs* table';
  return [
    '## ❌ Invalid inputs: nothing was sent',
    '',
    `The action checked its inputs before any request and refused ${problems.length === 1 ? 'one' : problems.length}:`,
    '',
    ...problems.map((problem) => `- ${text(problem)}`),
    '',
    `Every input, its default and what it accepts: ${readme}.`,
    '',
  ].join('\n');
}
