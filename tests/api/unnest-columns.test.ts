import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, unnestColumns } from '../../src/server/db/unnest-columns';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

interface Row {
  n: number | null;
  label: string | null;
  day: string | null;
  extra: unknown;
  extraType: string | null;
  ord: number;
}

function read(columns: Parameters<typeof unnestColumns>[1]) {
  return selectRows<Row>(
    t.database.db,
    sql`select r.n, r.label, r.day::text as day, r.extra, jsonb_typeof(r.extra) as "extraType", r.ord::int as ord
        from ${unnestColumns('r', columns)} order by r.ord`,
  );
}

describe('unnestColumns: column arrays in one JSON parameter, back as rows', () => {
  it('keeps every value as given: quotes, backslashes, braces, commas, the word NULL, empty text, emoji, line breaks', async () => {
    const labels = ['a"b', 'c\\d', '{x,y}', 'NULL', '', 'pan 🍞\r\nmasa', null];
    const extras = [
      { type: 'poll', options: ['Sí', 'N"o'], prompt: null },
      ['a', 'b'],
      'texto',
      7,
      null,
      {},
      [],
    ];
    const rows = await read({
      n: { type: 'int4', values: labels.map((_, i) => (i === 3 ? null : i * 10)) },
      label: { type: 'text', values: labels },
      day: { type: 'date', values: labels.map((_, i) => (i === 6 ? null : `2027-01-0${i + 1}`)) },
      extra: { type: 'jsonb', values: extras },
    });
    expect(rows).toEqual(
      labels.map((label, i) => ({
        n: i === 3 ? null : i * 10,
        label,
        day: i === 6 ? null : `2027-01-0${i + 1}`,
        extra: extras[i],
        // A JS null is SQL NULL, not the jsonb value null; arrays stay jsonb arrays (not PostgreSQL arrays).
        extraType:
          extras[i] === null
            ? null
            : Array.isArray(extras[i])
              ? 'array'
              : typeof extras[i] === 'object'
                ? 'object'
                : typeof extras[i],
        ord: i + 1,
      })),
    );
  });

  it('gives no rows for empty columns', async () => {
    const rows = await read({
      n: { type: 'int4', values: [] },
      label: { type: 'text', values: [] },
      day: { type: 'date', values: [] },
      extra: { type: 'jsonb', values: [] },
    });
    expect(rows).toEqual([]);
  });

  // 40,000 rows of 2 columns: 80,000 values, over the 65,535 bind parameters a VALUES list could have.
  it('takes 40,000 rows in one parameter, in order', async () => {
    const count = 40_000;
    const [summary] = await selectRows<{ rows: number; inOrder: boolean; last: string }>(
      t.database.db,
      sql`select count(*)::int as rows, bool_and(r.n = r.ord) as "inOrder", max(r.label) filter (where r.ord = ${count}) as last
          from ${unnestColumns('r', {
            n: { type: 'int4', values: Array.from({ length: count }, (_, i) => i + 1) },
            label: { type: 'text', values: Array.from({ length: count }, (_, i) => `fila ${i + 1}`) },
          })}`,
    );
    expect(summary).toEqual({ rows: count, inOrder: true, last: `fila ${count}` });
  });
});
