import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const dataDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-test-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(env.APP_TIMEZONE).toBe('Europe/Madrid');
    expect(env.DEMO_DATA).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    // outside production a secret is generated once and kept in DATA_DIR
    expect(env.AUTH_SECRET).toBe(readFileSync(path.join(dir, 'auth-secret'), 'utf8'));
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(env.AUTH_SECRET);
  });

  it('names the variable of a wrong value', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), APP_TIMEZONE: 'Marte/Olimpo' })).toThrow(/APP_TIMEZONE/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), DEMO_DATA: 'quizá' })).toThrow(/DEMO_DATA/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.es' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), METRICS_TOKEN: 'with a space 0123456' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(parseEnv({ DATA_DIR: dataDir(), METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe(
      'a'.repeat(16),
    );
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    const env = parseEnv({ DATA_DIR: dataDir(), NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    expect(env.AUTH_SECRET).toBe('x'.repeat(40));
  });

  it('reads the Instagram app as a pair, and the insights polls as increasing minutes inside 24 h', () => {
    const base = { DATA_DIR: dataDir() };
    expect(parseEnv(base).INSTAGRAM_INSIGHTS_POLL_MINUTES).toEqual([60, 720, 1380]);
    expect(
      parseEnv({ ...base, INSTAGRAM_INSIGHTS_POLL_MINUTES: '0, 5' }).INSTAGRAM_INSIGHTS_POLL_MINUTES,
    ).toEqual([0, 5]);
    expect(() => parseEnv({ ...base, INSTAGRAM_INSIGHTS_POLL_MINUTES: '60,30' })).toThrow(
      /INSTAGRAM_INSIGHTS_POLL_MINUTES/,
    );
    expect(() => parseEnv({ ...base, INSTAGRAM_INSIGHTS_POLL_MINUTES: '1500' })).toThrow(
      /INSTAGRAM_INSIGHTS_POLL_MINUTES/,
    );
    expect(() => parseEnv({ ...base, INSTAGRAM_APP_ID: '990602627938098' })).toThrow(/INSTAGRAM_APP_SECRET/);
    expect(parseEnv(base).INSTAGRAM_API_BASE_URL).toBe('https://graph.instagram.com');
  });

  it('parses lists and booleans', () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      DEMO_DATA: 'false',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://panel.example.com/x',
      TRUST_PROXY: 'loopback,10.0.0.1',
      PUBLIC_URL: 'https://panel.example.com/',
    });
    expect(env.DEMO_DATA).toBe(false);
    expect(env.TRUSTED_ORIGINS).toEqual(['http://localhost:5173', 'https://panel.example.com']);
    expect(env.TRUST_PROXY).toEqual(['loopback', '10.0.0.1']);
    expect(env.PUBLIC_URL).toBe('https://panel.example.com');
  });

  it('reads OUTBOUND_ALLOW_HOSTS as host names or IP literals, nothing else', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).OUTBOUND_ALLOW_HOSTS).toEqual([]);
    const env = parseEnv({
      DATA_DIR: dataDir(),
      OUTBOUND_ALLOW_HOSTS: 'push.internal, 10.0.0.5,[fd00::1],::1',
    });
    expect(env.OUTBOUND_ALLOW_HOSTS).toEqual(['push.internal', '10.0.0.5', '[fd00::1]', '::1']);
    for (const wrong of ['https://push.internal', 'push.internal:8443', 'push.internal/x', '*.internal']) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), OUTBOUND_ALLOW_HOSTS: wrong })).toThrow(
        /OUTBOUND_ALLOW_HOSTS/,
      );
    }
  });

  it('reads WEBHOOK_ALLOW_HOSTS the same way (webhooks only)', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).WEBHOOK_ALLOW_HOSTS).toEqual([]);
    expect(
      parseEnv({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_HOSTS: 'n8n, 10.0.0.7' }).WEBHOOK_ALLOW_HOSTS,
    ).toEqual(['n8n', '10.0.0.7']);
    expect(() => parseEnv({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_HOSTS: 'http://n8n:5678' })).toThrow(
      /WEBHOOK_ALLOW_HOSTS/,
    );
  });

  it('reads the mail settings, with a sender derived from PUBLIC_URL', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).MAIL_FROM).toBe('Panel de Stories <no-reply@localhost>');
    expect(parseEnv({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://panel.agencia.es' }).MAIL_FROM).toBe(
      'Panel de Stories <no-reply@panel.agencia.es>',
    );
    const env = parseEnv({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Agencia <hola@agencia.es>',
    });
    expect(env.SMTP_URL).toBe('smtps://user:pass@smtp.example.com:465');
    expect(env.MAIL_FROM).toBe('Agencia <hola@agencia.es>');
    expect(() => parseEnv({ DATA_DIR: dataDir(), SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), MAIL_FROM: 'sin-arroba' })).toThrow(/MAIL_FROM/);
  });

  it('stores media under DATA_DIR unless S3_BUCKET is set', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.S3_PREFIX).toBeUndefined();
  });

  it('reads the S3 settings, path-style by default with an endpoint', () => {
    const minio = parseEnv({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'stories-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: '/panel/prod/',
    });
    expect(minio).toMatchObject({
      S3_BUCKET: 'stories-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'panel/prod/',
    });
    // AWS: virtual-hosted style, credentials from the SDK's default chain
    const aws = parseEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'stories.media', S3_REGION: 'eu-west-1' });
    expect(aws).toMatchObject({ S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: false });
    expect(aws.S3_ENDPOINT).toBeUndefined();
    expect(aws.S3_ACCESS_KEY_ID).toBeUndefined();
    const forced = parseEnv({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'stories-media',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(forced.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('stops on a wrong S3 combination, naming the variable', () => {
    const base = { DATA_DIR: dataDir(), S3_BUCKET: 'stories-media' };
    expect(() => parseEnv({ ...base, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: .*go together/,
    );
    expect(() => parseEnv({ ...base, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: .*go together/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is required with S3_ENDPOINT/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_BUCKET: is required with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ DATA_DIR: dataDir(), S3_PREFIX: 'panel' })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ ...base, S3_BUCKET: 'Media_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => parseEnv({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ ...base, S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ ...base, S3_FORCE_PATH_STYLE: 'sí' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => parseEnv({ ...base, S3_REGION: 'eu west' })).toThrow(/S3_REGION/);
    expect(() => parseEnv({ ...base, S3_PREFIX: 'panel/../otro' })).toThrow(/S3_PREFIX/);
    expect(() => parseEnv({ ...base, S3_PREFIX: 'panel//media' })).toThrow(/S3_PREFIX/);
    expect(() => parseEnv({ ...base, S3_ACCESS_KEY_ID: 'key' })).toThrow(EnvError);
  });
});
