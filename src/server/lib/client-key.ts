import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function groupsOf(address: string): string[] {
  const withoutZone = address.split('%')[0] as string;
  const [head = '', tail] = withoutZone.split('::') as [string, string | undefined];
  const parts = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [part];
          const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const missing = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array(missing).fill('0'), ...back].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

/**
 * Whom a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 network.
 * One subscriber, one home or one server gets a whole /64, so counting each address apart would
 * give a client 2^64 fresh buckets. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip.split('%')[0] as string)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  return `${groupsOf(ip).slice(0, 4).join(':')}::/64`;
}
