/** A cancelled upload rejects with an `AbortError` DOMException (as `fetch` does), never an ApiError. */
export function abortError(): DOMException {
  return new DOMException('Subida cancelada', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
