import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { fallbackLanguage, isLanguage } from '../core/languages';
import { splitLanguagePrefix } from '../core/routes';
import { i18n, initI18n, namespacesForPath } from './lib/i18n';

/**
 * Used at build time only (ssr: false): pre-renders each public page in the language of its
 * prefix, with every string it needs already loaded, so the HTML is complete.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { pathname } = new URL(request.url);
  const prefix = splitLanguagePrefix(pathname).language;
  const language = isLanguage(prefix) ? prefix : fallbackLanguage;
  await initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespacesForPath(pathname));

  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
