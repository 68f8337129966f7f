import { describe, expect, test } from '@jest/globals';
import { HttpError } from '../../src/base/errors.ts';
import { describeFailure, type FailureInputs } from '../../src/report/failure.ts';
import { newRunState } from '../../src/run/run-state.ts';

const state = newRunState('deploy', 0);
const inputs = (extra: { uiUrl?: string; deploymentType?: string; source?: string } = {}) =>
  ({
    controlPlane: {
      baseUrl: 'https://eu.api.host.langchain.com',
      apiKey: 'k',
      uiUrl: extra.uiUrl,
      selfHosted: false,
    },
    deployment: { source: extra.source ?? 'github', deploymentType: extra.deploymentType },
  }) as FailureInputs;
const refusal = (status: number, detail: string, fieldErrors: Array<{ loc: string; msg: string }> = []) =>
  new HttpError({
    method: 'POST',
    path: '/v2/deployments',
    endpoint: 'create-deployment',
    status,
    detail,
    fieldErrors,
  });

describe('refusals the clients recognise by their words', () => {
  test('"not enabled" links the region’s LangSmith page', () =>
    expect(
      describeFailure(
        refusal(403, 'Feature Not Enabled'),
        state,
        inputs({ uiUrl: 'https://eu.smith.langchain.com' }),
      ).message,
    ).toMatch(
      /^LangSmith Deployment is not enabled for this organization: enable it at https:\/\/eu\.smith\.langchain\.com\/host\/deployments /,
    ));

  test('a 403 without those words keeps the general tenant_id hint', () =>
    expect(describeFailure(refusal(403, 'Forbidden'), state, inputs()).title).toBe('Not allowed'));

  test.each([
    ['prod', 'set deployment_type: dedicated'],
    ['dedicated', 'set deployment_type: prod'],
    ['dev_free', 'set the spelling it lists'],
  ])('deployment_type %s refused: %s', (sent, next) => {
    const e = refusal(422, '', [{ loc: 'body.source_config.deployment_type', msg: "Input should be 'x'" }]);
    expect(describeFailure(e, state, inputs({ deploymentType: sent })).message).toContain(next);
  });

  test('a 422 on another field is the general field list', () => {
    const e = refusal(422, '', [{ loc: 'body.name', msg: 'String should match pattern' }]);
    expect(describeFailure(e, state, inputs()).title).toBe('Request rejected');
  });
});
