#!/usr/bin/env node
/**
 * Runs the emulated control plane until interrupted, printing one JSON line with its URL.
 *   node emulator/cli.ts [--port 8123] [--prefix /api-host] [--api-key KEY] [--tenant-id ID]
 *                        [--timeline QUEUED:2s,BUILDING:4s,DEPLOYING:2s,DEPLOYED]
 *                        [--custom-url http://127.0.0.1:2024] [--integration ID:NAME]
 * Timeline steps are STATUS:DURATION (a wall-clock duration or `<n>polls`); the last step stays.
 */
import { parseArgs } from 'node:util';
import { startEmulator } from './server.ts';
import type { TimelineStep } from './store.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    prefix: { type: 'string', default: '' },
    'api-key': { type: 'string' },
    'tenant-id': { type: 'string' },
    timeline: { type: 'string' },
    'custom-url': { type: 'string' },
    integration: { type: 'string', multiple: true },
  },
});

function parseTimeline(text: string): TimelineStep[] {
  return text.split(',').map((part) => {
    const [status, length] = part.split(':') as [string, string | undefined];
    if (!length) return { status };
    const polls = /^(\d+)polls?$/.exec(length);
    if (polls) return { status, polls: Number(polls[1]) };
    const ms = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(length);
    if (!ms) throw new Error(`bad timeline step ${part}`);
    return { status, ms: Number(ms[1]) * { ms: 1, s: 1000, m: 60000 }[ms[2] as 'ms' | 's' | 'm'] };
  });
}

const customUrl = values['custom-url'];
const emulator = await startEmulator({
  port: Number(values.port),
  prefix: values.prefix,
  apiKey: values['api-key'],
  tenantId: values['tenant-id'],
  timeline: values.timeline ? parseTimeline(values.timeline) : undefined,
  customUrl: customUrl ? () => customUrl : undefined,
  integrations: (values.integration ?? []).map((spec, i) => {
    const [id, name] = spec.split(':');
    return { id: id!, name: name ?? `integration-${i}`, installation_id: i + 1 };
  }),
});
console.log(JSON.stringify({ url: emulator.url, origin: emulator.origin }));
const stop = (): void => void emulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
