import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentStorage } from './configured';
import type { FileStorage } from './index';

/** `app.storage`: the documents' configured backend behind the encryption (decision 013), for every module that reads or erases files. */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'storage',
      documentStorage(app.config, (error) =>
        app.log.error(
          { event: 'stored_file_refused', storageKey: error.storageKey, reason: error.reason },
          'a stored document did not decrypt and was not served',
        ),
      ),
    );
  },
  { name: 'storage' },
);

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}
