import { ApiError, emitApiEvents, NETWORK_ERROR_CODE, toApiError } from '../api-client';

export interface UploadFileOptions {
  /** The API path, from `apiClient…$path()` (never written by hand). */
  path: string;
  file: File;
  /** The body's type, as the route declares it (`application/zip`). */
  contentType: string;
  /** What a lost connection says, in Spanish ('No se pudo enviar el .zip…'). */
  networkMessage: string;
  /** Told as the body goes out: the fraction sent, 0 to 1. */
  onProgress?(fraction: number): void;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return xhr.responseText;
  }
}

/**
 * POSTs a file as the request's body and resolves with the JSON answer. XMLHttpRequest rather than fetch: fetch
 * reports no upload progress, and a .zip of videos can take minutes to send. Errors become an ApiError as in
 * apiFetch, with the same app-wide events (`emitApiEvents`: a 401 sends to /login, a forced password change).
 * Used by a campaign's .zip import and the whole agency's import.
 */
export function uploadFile<T>({
  path,
  file,
  contentType,
  networkMessage,
  onProgress,
}: UploadFileOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: networkMessage }));
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const error = toApiError(xhr.status, body);
      emitApiEvents(error);
      reject(error);
    };
    xhr.send(file);
  });
}
