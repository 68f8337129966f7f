import { readAgentEnvironment, readDeploymentName } from './deployment-name.ts';
import * as field from './fields.ts';
import { LIMITS } from './limits.ts';
import type { Command, PromotionInputs } from './types.ts';

/**
 * The Promotion group: the deployment `command: promote` takes its build from (`from`, normalized
 * as `name` is, or `from_deployment_id`), the revision (`from_revision_id`), and for an uploaded
 * source the GitHub environment its deploy recorded the commit and digest in. Read for every
 * command (a bad value is a bad value); kept only for promote. Which of them a promote needs is
 * said with the rules across inputs (combinations.ts).
 */
export function readPromotion(
  p: field.Problems,
  raw: (name: string) => string,
  command: Command,
): PromotionInputs | undefined {
  const name = raw('from') ? readDeploymentName(p, 'from', raw('from'), true) : undefined;
  // Another environment of the target's agent (`agent_id`): the target's own is `agent_environment`.
  const agentEnvironment = readAgentEnvironment(p, 'from_agent_environment', raw('from_agent_environment'));
  const promotion: PromotionInputs = {
    from: {
      name: name?.sent,
      ...(name?.asGiven ? { asGiven: name.asGiven } : {}),
      deploymentId: field.uuid(p, 'from_deployment_id', raw('from_deployment_id')),
      ...(agentEnvironment ? { agentEnvironment } : {}),
    },
    revisionId: field.uuid(p, 'from_revision_id', raw('from_revision_id')),
    githubEnvironment: field.text(
      p,
      'from_github_environment',
      raw('from_github_environment'),
      LIMITS.environmentLength,
    ),
  };
  return command === 'promote' ? promotion : undefined;
}
