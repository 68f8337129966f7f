import { afterEach, describe, expect, test } from '@jest/globals';
import {
  EMULATOR_API_KEY,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';

/**
 * Refusals LangSmith's own deploy clients recognise by their words, each with its own next step
 * (docs/platform-compatibility.md). The emulator refuses as the platform does when told to.
 */
let emulator: Emulator;
afterEach(() => emulator.close());
const TENANT = '42424242-0000-4000-8000-000000000042';

async function deploy(options: EmulatorOptions, extra: Record<string, string> = {}) {
  emulator = await startEmulator(options);
  return runInProcess({
    api_key: EMULATOR_API_KEY,
    api_url: emulator.url,
    ...(extra.source ? {} : { integration_id: EMULATOR_INTEGRATION_ID }),
    poll_interval: '100ms',
    ...extra,
  });
}

describe('errors the clients already explain', () => {
  test('403 "requires workspace specification": set tenant_id, and where to find it', async () => {
    const run = await deploy({ orgScopedKey: true });
    expect(run.state.failure?.title).toBe('Workspace required');
    expect(run.state.failure?.message).toMatch(
      /^The API key is org-scoped and requires a workspace: set tenant_id to the workspace's id \(find it in LangSmith under Settings > Workspaces\), or use a workspace-scoped API key\.\nGET \S+ answered 403: This API key is org-scoped and requires workspace specification/,
    );
    await emulator.close();
    expect((await deploy({ orgScopedKey: true }, { tenant_id: TENANT })).exitCode).toBe(0);
  });

  test('403 "not enabled": Deployments is not enabled for the organization', async () => {
    const run = await deploy({ deploymentsDisabled: true });
    expect(run.state.failure?.title).toBe('Deployments not enabled');
    expect(run.state.failure?.message).toMatch(
      /^LangSmith Deployment is not enabled for this organization: enable it in LangSmith, under Deployments \(make sure it is the organization your API key belongs to\)\./,
    );
  });

  test('400 "listener_id is required": a self-hosted workspace deploys an image through a listener', async () => {
    const run = await deploy({ listenersOnly: true });
    expect(run.state.failure?.title).toBe('Listener required');
    expect(run.state.failure?.message).toContain(
      'so the image has to come from a registry you manage: set source: external_docker, image_uri and listener_id',
    );
    await emulator.close();
    const image = await deploy(
      { listenersOnly: true },
      { source: 'external_docker', image_uri: 'registry.example.com/agent:1' },
    );
    expect(image.state.failure?.message).toMatch(
      /^This workspace deploys through a listener in your own cluster: set listener_id/,
    );
    await emulator.close();
    const placed = await deploy(
      {
        listenersOnly: true,
        listeners: [
          { id: 'e0000000-0000-4000-8000-0000000000e1', computeId: 'acme', namespaces: ['agents'] },
        ],
      },
      {
        source: 'external_docker',
        image_uri: 'registry.example.com/agent:1',
        listener_id: 'e0000000-0000-4000-8000-0000000000e1',
      },
    );
    expect(placed.exitCode).toBe(0);
  });

  test('422 on deployment_type: the other spelling is named', async () => {
    const run = await deploy(
      { deploymentTypes: ['dev_free', 'dev', 'prod'] },
      { deployment_type: 'serverless' },
    );
    expect(run.state.failure?.title).toBe('Deployment type refused');
    expect(run.state.failure?.message).toMatch(
      /^This control plane does not take deployment_type serverless\. LangSmith names each type two ways, serverless or dev, dedicated or prod: set deployment_type: dev\.\n {2}- body\.source_config\.deployment_type: Input should be 'dev_free', 'dev', 'prod'/,
    );
    await emulator.close();
    expect(
      (await deploy({ deploymentTypes: ['dev_free', 'dev', 'prod'] }, { deployment_type: 'dev' })).exitCode,
    ).toBe(0);
  });
});
