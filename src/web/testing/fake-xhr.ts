/**
 * A stand-in for XMLHttpRequest in component tests (uploads go through lib/api/upload-file.ts, which uses it for
 * the upload's progress): records the request, reports progress, answers when told. `installFakeXhr()` stubs the
 * global (undone by the test setup's `vi.unstubAllGlobals`, like `mockFetch`).
 */
import { vi } from 'vitest';

export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Stubs XMLHttpRequest with `FakeXhr`; the request a test sends is then `FakeXhr.last`. */
export function installFakeXhr() {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
