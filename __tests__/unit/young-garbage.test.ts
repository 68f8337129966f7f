import { expect, test } from '@jest/globals';
import { youngGarbageCollector } from '../../src/base/young-garbage.ts';

/**
 * The buffers a stream leaves behind are freed as it goes: 100 MiB passed in 64 KiB chunks (as
 * the archive and its upload read them), the event loop turning between chunks.
 */
async function peakBufferMiB(collect: (bytes: number) => void): Promise<number> {
  // What the process held before (other tests of this worker too): only this stream's growth counts.
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  for (let i = 0; i < 1600; i++) {
    const chunk = Buffer.allocUnsafeSlow(64 * 1024);
    chunk[0] = i;
    collect(chunk.length);
    await new Promise((resolve) => setImmediate(resolve));
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }
  return (peak - before) / 1_048_576;
}

test('streamed buffers are freed every few MiB, not tens of MiB later', async () => {
  // A first pass frees what earlier tests left, so the peak is this stream's alone.
  await peakBufferMiB(youngGarbageCollector(1_048_576));
  expect(await peakBufferMiB(youngGarbageCollector(4 * 1_048_576))).toBeLessThan(16);
  // Left to V8 (its young generation grows by buffers alone only slowly), the same stream peaks higher.
  expect(await peakBufferMiB(() => {})).toBeGreaterThan(16);
}, 60_000);
