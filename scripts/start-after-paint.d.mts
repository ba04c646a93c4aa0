/** The page's HTML with its scripts started after its first paint; throws on a shape it does not know. */
export function startAfterFirstPaint(html: string, file?: string): string;
