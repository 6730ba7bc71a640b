import { randomBytes } from 'node:crypto';

/**
 * Meta's error envelope, `{error: {message, type, code, error_subcode?, fbtrace_id}}` with HTTP 400, which every
 * failure of the double answers (the panel must read `code`, not the HTTP status). Token failures carry the type
 * 'OAuthException' as Meta's do; the rest 'IGApiException'.
 */
export class GraphError extends Error {
  override name = 'GraphError';
  constructor(
    message: string,
    readonly code: number,
    readonly subcode?: number,
    readonly type: 'OAuthException' | 'IGApiException' = 'IGApiException',
  ) {
    super(message);
  }

  envelope() {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode === undefined ? {} : { error_subcode: this.subcode }),
        // Random per answer, as Meta's: only good for quoting in a support ticket.
        fbtrace_id: randomBytes(9).toString('base64url'),
      },
    };
  }
}

export const tokenError = (message: string, subcode?: number) =>
  new GraphError(message, 190, subcode, 'OAuthException');

export const invalidParameter = (message: string, subcode?: number) => new GraphError(message, 100, subcode);

/** What Meta answers for an id that is not there or not this token's to read (code 100, subcode 33). */
export const unknownObject = (id: string, method: 'get' | 'post') =>
  invalidParameter(
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing ` +
      'permissions, or does not support this operation.',
    33,
  );

export const noPermission = () => new GraphError('Application does not have permission for this action', 10);

/** `fields=` naming a field the node does not have. */
export const nonexistingField = (field: string, nodeType: string) =>
  invalidParameter(`(#100) Tried accessing nonexisting field (${field}) on node type (${nodeType})`);
