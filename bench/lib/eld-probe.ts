import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server process by bench/lib/app-process.ts (`--import`): an event-loop delay histogram
 * (10 ms resolution is the default of the API; 1 ms here for finer percentiles), reset and read over IPC, with
 * the process's CPU time over the same phase (on a loaded machine the delays are mostly waiting for a core,
 * while the CPU time is what the app itself spent).
 *
 * With BENCH_ELD_CPU_PROFILE_DIR set, each phase (from 'reset' to 'read') is also CPU-profiled through the
 * inspector and written there as <pid>-phase-<n>.cpuprofile (open in Chrome DevTools or speedscope), so a stall the
 * histogram shows can be traced to the functions that caused it.
 */
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;

/** CPU time (user + system, all threads) at the last reset: what the phase cost, whatever the machine's load. */
let cpuAtReset = process.cpuUsage();

const profileDir = process.env.BENCH_ELD_CPU_PROFILE_DIR;
let session: Session | null = null;
let phase = 0;

async function startProfile(): Promise<void> {
  if (!profileDir) return;
  if (!session) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    // 100 µs between samples (the default is 1 ms): a 20 ms stall is then 200 samples.
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
  }
  await session.post('Profiler.start');
}

async function stopProfile(): Promise<void> {
  if (!profileDir || !session) return;
  const { profile } = await session.post('Profiler.stop');
  phase += 1;
  writeFileSync(path.join(profileDir, `${process.pid}-phase-${phase}.cpuprofile`), JSON.stringify(profile));
}

process.on('message', async (message) => {
  if (message === 'reset') {
    await startProfile();
    histogram.reset();
    cpuAtReset = process.cpuUsage();
    process.send?.({ ok: true });
  } else if (message === 'read') {
    const cpu = process.cpuUsage(cpuAtReset);
    const eld = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
      cpuMs: Math.round((cpu.user + cpu.system) / 100) / 10,
    };
    await stopProfile();
    process.send?.(eld);
  }
});
