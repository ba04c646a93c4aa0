/** Money is integer pence until it is formatted for a person. */
export type Pence = number;

export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

export function penceToPounds(pence: Pence): number {
  return pence / 100;
}

/** '49.99' — two decimals, no symbol, as the spec's 'Pay £{total} Now' wants. */
export function formatPence(pence: Pence): string {
  return (pence / 100).toFixed(2);
}
