import { createServer, type Server } from 'node:http';
import type { AppMetrics } from './registry';
import { METRICS_PATH } from './routes';

/**
 * METRICS_PORT: /metrics without a token on a listener bound to 127.0.0.1 only, for a scraper
 * (or agent) on the same host. Nothing else is served there.
 */
export async function listenForMetrics(port: number, metrics: AppMetrics): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Only GET ${METRICS_PATH} is served on this port.\n`);
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, {
          'Content-Type': metrics.contentType,
          'Cache-Control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`Metrics could not be collected: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
