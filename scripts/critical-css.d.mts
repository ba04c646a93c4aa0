/** Inlines each pre-rendered page's critical CSS in place; returns the number of pages and the bytes inlined. */
export function inlineCriticalCss(clientDir: string): { pages: number; averageBytes: number };
