import { describe, expect, it } from 'vitest';
import { isConnectionError } from './errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isConnectionError', () => {
  it('recognises a lost or refused connection, directly or through Drizzle', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P02'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('08P01'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isConnectionError(err), err.message).toBe(true);
      expect(isConnectionError(wrapped(err)), `wrapped ${err.message}`).toBe(true);
    }
  });

  it('leaves the errors of the query itself alone', () => {
    for (const err of [
      pgError('23505', 'duplicate key'),
      pgError('22021'),
      pgError('40001'),
      pgError('57014', 'canceling statement due to statement timeout'),
      new Error('boom'),
      null,
      'Connection terminated',
    ]) {
      expect(isConnectionError(err)).toBe(false);
      expect(isConnectionError(wrapped(err))).toBe(false);
    }
  });
});
