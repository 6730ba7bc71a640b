import { BACKED_UP_SECRET, MAIL_JOB_TYPE } from '../mail/mail-message';
import type { RowsSql } from './table-rows';

/** `'text'`: a SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The secret as the HTML body has it (templates/layout.ts escapeHtml, in SQL). */
const htmlEscaped = (value: string) =>
  `replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/**
 * A regular expression matching any of `t.secrets` (as `asWritten` writes them), longest first so that a secret
 * holding another is replaced whole; null when the row lists none. Every character but letters and digits is
 * escaped with a backslash, which makes it itself in PostgreSQL's regular expressions.
 */
const secretsPattern = (asWritten: (value: string) => string) =>
  `(select string_agg(regexp_replace(${asWritten('s')}, '([^[:alnum:]])', '\\\\\\1', 'g'), '|' order by length(s) desc, s)
    from unnest(t.secrets) s where s <> '')`;

/** The marker as a regexp_replace replacement (a backslash or & there would mean a group). */
const replacement = literal(BACKED_UP_SECRET.replaceAll('\\', '\\\\').replaceAll('&', '\\&'));

/** A body column with every secret of the row replaced by BACKED_UP_SECRET (unchanged without secrets). */
const redacted = (column: string, asWritten: (value: string) => string) =>
  `coalesce(regexp_replace(t.${column}, ${secretsPattern(asWritten)}, ${replacement}, 'g'), t.${column})`;

/**
 * What the backup writes of the tables whose rows carry an e-mail's secret (a client's temporary password, the
 * token of an admin invitation, of a password-reset or approval link: live credentials, decision 027):
 *
 * - `mail_outbox`: without SMTP the outbox keeps each e-mail whole with the list of its secrets (mail/send-mail.ts);
 *   the backup writes each listed secret replaced by BACKED_UP_SECRET, in the text and in the HTML (where it is
 *   HTML-escaped), and `secrets` as null. A row without the list (sent over SMTP, already redacted, or written
 *   before migration 0013) is written as it is.
 * - `jobs`: a 'mail.send' job whose payload still holds its secrets (`meta.secrets`: the e-mail has not gone out;
 *   queued, retrying or failed) is left out. Redacted, it would be sent after a restore with the credential
 *   replaced by the marker: an e-mail asking to use a password that is not in it. Left out, nothing is sent and the
 *   credential is sent again from the panel. A sent e-mail's job has them cleared already (send-mail.ts).
 *
 * The rows are written as the SQL makes them, so the file's canonical text, order and sha256 are those of what the
 * restore loads. Every other table is written as it is, but those of TABLES_WITHOUT_ROWS (backup-format.ts).
 */
export const BACKED_UP_ROWS: Readonly<Record<string, RowsSql>> = {
  mail_outbox: {
    row: `case when cardinality(t.secrets) > 0 then to_jsonb(t) || jsonb_build_object(
      'text_body', ${redacted('text_body', (v) => v)},
      'html_body', ${redacted('html_body', htmlEscaped)},
      'secrets', null) else to_jsonb(t) end`,
  },
  jobs: {
    where: `not (t.type = ${literal(MAIL_JOB_TYPE)} and t.payload #> '{meta,secrets}' is not null)`,
  },
};
