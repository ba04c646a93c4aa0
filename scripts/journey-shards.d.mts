/** Types of journey-shards.mjs, which `npm test` runs with plain node. */
export const specSeconds: Record<string, number>;
export function journeySpecs(root?: string): string[];
export function assignShards(
  specs: string[],
  count: number,
  weights?: Record<string, number>,
): { seconds: number; specs: string[] }[];
export function secondsPerSpec(reports: unknown[]): Record<string, number>;
