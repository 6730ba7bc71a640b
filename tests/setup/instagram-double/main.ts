/**
 * The Instagram double as a process of its own, for the e2e run: one BUSINESS account (DEFAULT_ACCOUNT), the real
 * clock, on 127.0.0.1:$INSTAGRAM_DOUBLE_PORT (a free port when unset). Prints its base URL on stdout and stops on
 * SIGINT or SIGTERM.
 *
 *   INSTAGRAM_DOUBLE_PORT=4010 node --import tsx tests/setup/instagram-double/main.ts
 */
import { type StoryMetrics, startInstagramDouble } from './index';

const port = Number(process.env.INSTAGRAM_DOUBLE_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`INSTAGRAM_DOUBLE_PORT is not a port: ${process.env.INSTAGRAM_DOUBLE_PORT}`);
  process.exit(1);
}

// The numbers every story reports (JSON, e.g. {"views":1500,"reach":1200}): the e2e run reads them in the panel.
const defaultMetrics = JSON.parse(process.env.INSTAGRAM_DOUBLE_METRICS ?? '{}') as StoryMetrics;
const double = await startInstagramDouble({ port, defaultMetrics });
console.log(double.baseUrl);

const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
