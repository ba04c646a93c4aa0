import { findPageRoute } from './routes';

/** The query parameter that carries where to go back after signing in: /auth?returnTo=%2Fprofile. */
export const returnToParam = 'returnTo';

/** Where a signed-in traveller may never be sent back to: the sign-in and reset pages themselves. */
const notAfterSignIn = new Set(['auth', 'reset-password']);
const maxReturnPathLength = 2048;
/** A made-up origin to resolve against: a path that stays on it stays on ours. */
const here = 'https://same-origin.invalid';

/** Backslashes, control characters and spaces have no place in our paths; browsers rewrite some. */
const hasOddCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return character === '\\' || code <= 0x20 || code === 0x7f || /\s/u.test(character);
  });

/**
 * The page a traveller is sent back to after signing in, or null (then they go home). Only a path
 * on this site that is one of its public-layout pages, with its query and fragment: never another
 * site ('https://evil.com', '//evil.com', '/\evil.com', which browsers read as '//evil.com', nor
 * '/<tab>/evil.com', whose tab browsers drop), a script ('javascript:'), a staff page or the sign-in
 * page itself.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxReturnPathLength) return null;
  // One leading slash and then not a second one or a backslash: a path, not an address elsewhere.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (hasOddCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, here);
  } catch {
    return null;
  }
  if (url.origin !== here) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // An encoded slash or backslash ('/%2F%2Fevil.com') would read as another address once decoded.
  if (pathname.startsWith('//') || hasOddCharacter(pathname)) return null;
  const page = findPageRoute(url.pathname);
  if (!page || page.layout !== 'public' || notAfterSignIn.has(page.id)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/auth?returnTo=…' for the page at `path` (or plain '/auth' when it is not one to return to). */
export function signInPathFor(path: string, signInPath = '/auth'): string {
  const back = safeReturnPath(path);
  return back ? `${signInPath}?${returnToParam}=${encodeURIComponent(back)}` : signInPath;
}
