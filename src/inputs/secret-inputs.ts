import type { Inputs } from './types.ts';

/**
 * The inputs whose value is a secret, and where each is held once read: the one list of them.
 * Their values are masked, even when the inputs are refused; the CLI warns that such a flag stays
 * in the shell's history.
 */
const SECRET_INPUT_VALUES = {
  api_key: (inputs: Inputs) => [inputs.controlPlane.apiKey],
  github_token: (inputs: Inputs) => [inputs.github.token],
  // Held by the checks when they run; kept aside to be masked when they do not.
  judge_api_key: (inputs: Inputs) => [inputs.checks?.judge?.apiKey, ...(inputs.unheldSecrets ?? [])],
  // Every secret's value, sent or withheld (a name the platform reserves).
  secrets: (inputs: Inputs) =>
    [...(inputs.deployment.secrets ?? []), ...inputs.deployment.withheldSecrets].map((s) => s.value),
} satisfies Record<string, (inputs: Inputs) => (string | undefined)[]>;

/** The names of the inputs that are secrets. */
export const SECRET_INPUTS: readonly string[] = Object.keys(SECRET_INPUT_VALUES);

/** The values of valid inputs that are secrets: the key, the GitHub token, every secret's value. */
export function secretValuesOf(inputs: Inputs): string[] {
  return Object.values(SECRET_INPUT_VALUES)
    .flatMap((values) => values(inputs))
    .filter((value): value is string => Boolean(value));
}
