/**
 * A real S3-protocol server on loopback for tests: s3rver 3.7.1 (a Koa app over a folder) on a free port with a
 * temporary directory and one bucket. Point an S3Client at it with `forcePathStyle: true`.
 *
 * It runs in a child process started with `--openssl-legacy-provider`: s3rver encrypts its ListObjectsV2
 * continuation tokens with DES, which the OpenSSL 3 of Node 17+ only offers through the legacy provider, and a
 * provider can only be chosen when a process starts. In the test process itself every truncated listing would
 * answer 500 (ERR_OSSL_EVP_UNSUPPORTED). The same file is the child's script (Node runs it with its built-in
 * type stripping):
 *
 *   node --openssl-legacy-provider tests/setup/s3-test-server.ts --s3rver-child <directory> <bucket>
 *
 * What s3rver 3.7.1 does not do like S3 (docs/media.md, "Testing against S3"): it checks no signature (any key
 * pair works), has no AbortMultipartUpload (405), writes objects in place (not atomically), and answers the range
 * `bytes=0-0` with the whole object.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  region: 'us-east-1';
  accessKeyId: 'S3RVER';
  secretAccessKey: 'S3RVER';
  /** Where s3rver keeps the buckets (removed by close). */
  directory: string;
  /** Stops the server and removes its directory. */
  close(): Promise<void>;
}

const CHILD_FLAG = '--s3rver-child';
const START_TIMEOUT_MS = 20_000;

/** Starts s3rver on 127.0.0.1 on a free port with a fresh temporary directory holding the bucket `bucket`. */
export async function startS3TestServer(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'media-test';
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const child = fork(import.meta.filename, [CHILD_FLAG, directory, bucket], {
    execArgv: ['--openssl-legacy-provider', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('s3rver did not start in time')), START_TIMEOUT_MS);
      child.once('message', (message: { port?: number }) => {
        clearTimeout(timer);
        if (typeof message.port === 'number') resolve(message.port);
        else reject(new Error(`s3rver: unexpected message ${JSON.stringify(message)}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited (${code ?? signal}) before listening:\n${stderr}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    directory,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        // The child closes the server and exits when the channel closes; SIGKILL if it hangs.
        if (child.connected) child.disconnect();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The app settings that store media on `s3` (for `createTestApp({ env })`); none (local storage) without it. */
export function s3MediaEnv(s3: S3TestServer | null): Record<string, string> {
  if (!s3) return {};
  return {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

// --- the child: s3rver itself ----------------------------------------------------------------------------------

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

async function serveS3rver(directory: string, bucket: string): Promise<void> {
  // s3rver ships no types; createRequire keeps this file free of a module declaration.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0, // s3rver passes it to server.listen: the system picks a free port
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // The parent's end of the channel closes on close() or when the parent dies: never outlive it.
  process.once('disconnect', () => {
    void server.close().finally(() => process.exit(0));
  });
  process.send?.({ port });
}

if (process.argv[2] === CHILD_FLAG) {
  const [directory, bucket] = process.argv.slice(3);
  if (!directory || !bucket) throw new Error(`usage: ${CHILD_FLAG} <directory> <bucket>`);
  await serveS3rver(directory, bucket);
}
