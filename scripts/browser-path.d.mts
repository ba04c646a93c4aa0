export function chromiumPath(): string;
export function chromiumAvailable(): boolean;
