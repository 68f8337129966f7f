import { describe, expect, test } from '@jest/globals';
import { recordedRevision, recordPayload } from '../../src/github/deployment.ts';

const COMMIT = 'a11ce00000000000000000000000000000000001';
const DIGEST = 'f'.repeat(64);

/**
 * What a GitHub Deployment's payload records of a revision, read back: the fleet's plan reads the
 * revision (older payloads too), a promote an upload's commit, tar digest and config path.
 */
describe('a GitHub Deployment’s record of a revision', () => {
  test('an upload’s commit, tar digest and config path are recorded and read back', () => {
    const payload = recordPayload('d1', 'r1', {
      commit: COMMIT,
      archiveDigest: DIGEST,
      configPath: 'agent/langgraph.json',
    });
    expect(payload).toEqual({
      langgraph_deploy: {
        deployment_id: 'd1',
        revision_id: 'r1',
        commit: COMMIT,
        archive_digest: DIGEST,
        config_path: 'agent/langgraph.json',
      },
    });
    expect(recordedRevision(JSON.parse(JSON.stringify(payload)))).toEqual({
      deploymentId: 'd1',
      revisionId: 'r1',
      commit: COMMIT,
      archiveDigest: DIGEST,
      configPath: 'agent/langgraph.json',
    });
  });

  test('a payload of an older version (its revision only) is read as before', () => {
    expect(recordPayload('d1', 'r1')).toEqual({
      langgraph_deploy: { deployment_id: 'd1', revision_id: 'r1' },
    });
    expect(recordedRevision({ langgraph_deploy: { deployment_id: 'd1', revision_id: 'r1' } })).toEqual({
      deploymentId: 'd1',
      revisionId: 'r1',
    });
  });

  test('fields not in their form are not taken: anyone with deployments: write can write a payload', () => {
    expect(
      recordedRevision({
        langgraph_deploy: {
          deployment_id: 'd1',
          revision_id: 'r1',
          commit: 'main',
          archive_digest: 'sha256:abc',
          config_path: 'agent/\u001b[31mlanggraph.json',
        },
      }),
    ).toEqual({ deploymentId: 'd1', revisionId: 'r1' });
    expect(recordedRevision({ langgraph_deploy: { deployment_id: 1, revision_id: 'r1' } })).toBeUndefined();
    expect(recordedRevision(null)).toBeUndefined();
  });
});
