import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof levels)[number];

/**
 * A request's logger (`request.log`), made as Fastify's would be (a pino child with the request
 * id), but only when the request writes a line at a level that is on: at `warn` most requests
 * write none, and pino's child cost a share of every call (docs/decisions/055-health-with-a-margin.md).
 * A line at a level that is off costs one comparison, as it does with pino.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  /** Writes the line through the child when its level is on; otherwise nothing is made. */
  lineAt(level: Level, line: unknown[]): void {
    const logger = (this.#child ?? this.parent) as unknown as { isLevelEnabled(level: Level): boolean };
    if (!logger.isLevelEnabled(level)) return;
    const child = this.#made() as unknown as Record<Level, (...line: unknown[]) => void>;
    child[level](...line);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

// pino's level methods (logger.info(...) and the others), each writing through lineAt.
for (const level of levels) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...line: unknown[]) {
      this.lineAt(level, line);
    },
  });
}

/** Fastify's `childLoggerFactory`: the lazy logger, or pino's child at once for a route with its own options. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings) as unknown as FastifyBaseLogger;
}
