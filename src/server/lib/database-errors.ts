/**
 * Whether an error means the database cannot be reached or is going away (a restart, a failover,
 * a dropped connection), so the request may succeed if tried again soon: the answer is a 503 with
 * Retry-After, not a 500 (issue 21). Drizzle puts the driver's error on `cause`.
 */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: our statement_timeout, a database too slow to answer
]);
const unavailableNetworkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code))) return true;
    if (typeof code === 'string' && unavailableNetworkCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
