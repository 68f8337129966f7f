// Loaded with `node --import` by `npm run bench`: writes the process's peak resident set size
// (kilobytes) to BENCH_RSS_FILE when the process exits. On Linux that is VmHWM, the peak of this
// process image alone (getrusage's maxrss would count the parent's pages at the fork); elsewhere,
// the largest of samples taken every 10 ms.
import { readFileSync, writeFileSync } from 'node:fs';
import { setInterval } from 'node:timers';

let sampled = 0;
const sample = () => (sampled = Math.max(sampled, process.memoryUsage.rss()));
setInterval(sample, 10).unref();

function peakKb() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]);
  } catch {
    // not Linux
  }
  sample();
  return Math.round(sampled / 1024);
}

process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE) writeFileSync(process.env.BENCH_RSS_FILE, String(peakKb()));
});
