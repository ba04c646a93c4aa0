import type { Load } from './load';

/**
 * Each request from another client address (X-Forwarded-For, with the app trusting 127.0.0.1 as
 * its load balancer), as traffic from many people is: the per-address rate limits then count as
 * they do in production instead of refusing one benchmark client after a few dozen calls.
 */
export function fromManyClients(load: Load): Load {
  let counter = 0;
  const { method = 'GET', headers = {}, body, path } = load;
  return {
    path,
    requests: [
      {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        setupRequest(request) {
          counter += 1;
          const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
        },
      },
    ],
  };
}
