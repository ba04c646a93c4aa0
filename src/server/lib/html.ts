import { createHash } from 'node:crypto';

/**
 * React Router writes small inline scripts into every HTML file. Rather than allow
 * 'unsafe-inline', each page is sent with the hashes of its own inline scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const scriptPattern = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(scriptPattern)) {
    const body = match[1] ?? '';
    if (!body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: string[], options: { stripe?: boolean } = {}): string {
  const stripeScript = options.stripe ? ' https://js.stripe.com' : '';
  const stripeFrame = options.stripe ? ' https://js.stripe.com https://hooks.stripe.com' : '';
  const stripeConnect = options.stripe ? ' https://api.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}${stripeScript}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${stripeConnect}`,
    `frame-src ${stripeFrame ? stripeFrame.trim() : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}
