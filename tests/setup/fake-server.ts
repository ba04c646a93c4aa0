import { vi } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors';

/** One request as the fake server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed. */
  body: unknown;
}

/** What the server answers: a status (200 by default) and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

type Route = Answer | ((request: ReceivedRequest) => Answer | Promise<Answer>);

/** A refusal as the server's error handler writes it (src/core/errors.ts ApiErrorBody). */
export const refusal = (status: number, body: ApiErrorBody): Answer => ({ status, body });

const notFound = refusal(404, { code: 'NOT_FOUND', message: 'Not found' });

/**
 * The network edge of a component test: `fetch` answered as our server answers, by
 * 'METHOD /path' (query strings ignored for the match, kept in `requests`). The app's own fetch
 * client and everything above it run for real. An unknown route answers 404 as the server does.
 */
export function stubServer(routes: Record<string, Route>) {
  const requests: ReceivedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(address, 'http://localhost');
    const request: ReceivedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = typeof route === 'function' ? await route(request) : (route ?? notFound);
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: text === null ? {} : { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests to one route ('POST /api/create-payment-intent'). */
    to: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}

/**
 * The upload's network edge: XMLHttpRequest (fetch reports no upload progress), answered as
 * POST /api/documents answers, after reporting half the file sent. Each FormData sent is kept.
 */
export function stubUploads(answer: (form: FormData) => Answer | Promise<Answer>) {
  const sent: FormData[] = [];
  class FakeXMLHttpRequest {
    readonly upload: {
      onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null;
    } = { onprogress: null };
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private target = '';
    open(method: string, url: string) {
      this.target = `${method} ${url}`;
    }
    send(body: FormData) {
      if (this.target !== 'POST /api/documents') throw new Error(`Unexpected upload to ${this.target}`);
      sent.push(body);
      const size = (body.get('file') as File).size;
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: size / 2, total: size });
        const result = await answer(body);
        this.status = result.status ?? 201;
        this.responseText = result.body === undefined ? '' : JSON.stringify(result.body);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent };
}

/** An answer given only when the test releases it, so the page can be seen while it waits. */
export function heldAnswer() {
  let release: (answer: Answer) => void = () => undefined;
  const answered = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { route: () => answered, release: (answer: Answer) => release(answer) };
}
