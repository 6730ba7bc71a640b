import autocannon from 'autocannon';
import { hashPassword as scryptHash, verifyPassword as scryptVerify } from 'better-auth/crypto';
import { hashPassword as argonHash, verifyPassword as argonVerify } from '../src/server/auth/password-hash';
import { DEMO, startApp } from './lib/app-process';
import { runLoop } from './lib/load';
import { type BenchModule, type BenchResult, figure } from './lib/result';

/**
 * Sign-ins per second at 10 connections through the real endpoint (POST /api/auth/sign-in/email, argon2id), on
 * PGlite and on PostgreSQL, and in the same run the password hashing alone: the project's argon2id against
 * Better Auth's default scrypt, verify and hash, 20 at a time (the HTTP path cannot switch its hash function,
 * a sign-in costs one verify plus a few queries).
 *
 * The sign-in limits are not switched off: the app runs with TRUST_PROXY=loopback and every request carries its own
 * X-Forwarded-For address, as if clients behind a proxy signed in at once. Each e-mail admits at most 5
 * verifications in flight (the lockout reserves every attempt before verifying it), so 10 connections over the
 * demo admin and client keep every attempt admitted; all of them succeed.
 */

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SIGN_IN_SECONDS ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function signInLoad(label: string, postgresServerUrl?: string): Promise<BenchResult[]> {
  const app = await startApp(postgresServerUrl ? { database: { freshPostgres: postgresServerUrl } } : {});
  try {
    const bodies = [JSON.stringify(DEMO.admin), JSON.stringify(DEMO.client)];
    let n = 0;
    const result = await autocannon({
      url: app.baseUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/sign-in/email',
          setupRequest: (request) => {
            n++;
            return {
              ...request,
              body: bodies[n % bodies.length] ?? '',
              headers: {
                'content-type': 'application/json',
                origin: app.baseUrl,
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
            };
          },
        },
      ],
    });
    const name = `sign-in POST /api/auth/sign-in/email, ${CONNECTIONS} conn, argon2id (${label})`;
    return [
      figure(name, 'sign-ins/s', Math.round((result['2xx'] / result.duration) * 10) / 10),
      figure(name, 'p50 ms', result.latency.p50),
      figure(name, 'p99 ms', result.latency.p99),
      figure(name, 'failed requests', result.errors + result.timeouts + result.non2xx),
    ];
  } finally {
    await app.stop();
  }
}

async function hashing(): Promise<BenchResult[]> {
  const password = 'Bench-Password-2026';
  const argonStored = await argonHash(password);
  const scryptStored = await scryptHash(password);
  const seconds = Math.max(3, Math.round(SECONDS / 2));
  const cases: Array<[string, () => Promise<unknown>]> = [
    [
      'argon2id verify (project, @node-rs/argon2 m=19 MiB t=2)',
      () => argonVerify({ hash: argonStored, password }),
    ],
    [
      'scrypt verify (Better Auth default, N=16384 r=16)',
      () => scryptVerify({ hash: scryptStored, password }),
    ],
    ['argon2id hash (project)', () => argonHash(password)],
    ['scrypt hash (Better Auth default)', () => scryptHash(password)],
  ];
  const results: BenchResult[] = [];
  for (const [label, call] of cases) {
    const load = await runLoop(call, CONNECTIONS, seconds);
    results.push(
      figure(`password ${label}, ${CONNECTIONS} at a time`, 'ops/s', Math.round(load.rps * 10) / 10),
      figure(`password ${label}, ${CONNECTIONS} at a time`, 'p50 ms', Math.round(load.p50)),
    );
  }
  return results;
}

export async function run(): Promise<BenchResult[]> {
  return [
    ...(await signInLoad('PGlite')),
    ...(await signInLoad('PostgreSQL', POSTGRES_URL)),
    ...(await hashing()),
  ];
}

export const benchModule: BenchModule = {
  name: 'sign-in',
  description: 'Sign-ins per second at 20 connections (argon2id) and argon2id against scrypt hashing',
  run,
};
