import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { PgliteFolderError } from './db/pglite-folder';
import { KeyMismatchError } from './lib/key-fingerprints';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A database folder made by an older PGlite, or a key that does not open the stored data:
    // one line naming the command or the variables, not a stack.
    if (error instanceof PgliteFolderError || error instanceof KeyMismatchError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // SIGTERM/SIGINT finish the requests in flight (an upload included) and exit 0; an uncaught
  // exception or unhandled rejection is logged with what it was, then the same graceful close, exit 1.
  closeWithGrace({ delay: 15_000, logger: false }, async ({ signal, err }) => {
    if (err) app.log.fatal({ err }, 'unexpected error: closing');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Advena is ready on ${config.appUrl} (database: ${app.database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
