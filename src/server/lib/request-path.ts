import path from 'node:path';

/** Decodes what decodes; a malformed escape (`%E0`, `%zz`) stays as it was instead of throwing. */
function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * The path a request names, the way a router or a browser would read it: no query or fragment,
 * no origin of an absolute-form request line (`GET http://host/api/x`), percent-escapes decoded,
 * backslashes as slashes, repeated slashes folded and dot segments resolved. For deciding what
 * kind of answer a path gets (a page or an API 404); who may call a route is never decided on
 * a path but on the route that matched.
 */
export function requestPath(rawUrl: string): string {
  let target = rawUrl.split(/[?#]/, 1)[0] ?? '';
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length);
  const decoded = decodeLeniently(target).replaceAll('\\', '/');
  return path.posix.normalize(`/${decoded}`).replace(/\/{2,}/g, '/');
}

/** Whether a path is the API's (any case, any spelling), so it never gets the web app's HTML. */
export const isApiPath = (pathname: string) => /^\/api(\/|$)/i.test(pathname);
