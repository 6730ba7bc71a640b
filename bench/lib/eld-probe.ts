import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server process by bench/lib/app-process.ts (`--import`): an event-loop delay histogram
 * (10 ms resolution is the default of the API; 1 ms here for finer percentiles), reset and read over IPC.
 */
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;

process.on('message', (message) => {
  if (message === 'reset') {
    histogram.reset();
    process.send?.({ ok: true });
  } else if (message === 'read') {
    process.send?.({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    });
  }
});
