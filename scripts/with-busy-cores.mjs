// npm run test:busy [-- COMMAND…]: runs a command (by default the unit, web and end-to-end suites) while one
// process per core spins, as on a shared CI machine whose cores are busy with other work. A test that passes only
// when it has the machine to itself fails here; run it three times in a row before calling a suite speed-proof
// (docs/testing.md). BUSY_CORES sets how many spinners (default: every core); BUSY_RUNS repeats the command.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const command = process.argv.slice(2);
const [file, ...args] = command.length > 0 ? command : ['sh', '-c', 'npm run test:unit && npm run test:e2e'];
const cores = Number(process.env.BUSY_CORES ?? availableParallelism());
const runs = Number(process.env.BUSY_RUNS ?? 1);

const spin = 'for (;;) { Math.sqrt(Math.random()); }';
const spinners = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
);
const stopSpinners = () => {
  for (const spinner of spinners) spinner.kill('SIGKILL');
};
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSpinners();
    process.exit(130);
  });
}

console.log(`[busy] ${cores} spinning processes; running "${[file, ...args].join(' ')}" ${runs} time(s)`);
let code = 0;
for (let run = 1; run <= runs && code === 0; run += 1) {
  const started = Date.now();
  code = await new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit' });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  console.log(
    `[busy] run ${run} of ${runs}: exit ${code} after ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
stopSpinners();
process.exit(code);
