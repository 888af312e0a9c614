import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startChild, waitForReady, type Child } from './processes';

export interface Backend {
  name: string;
  port: number;
}

/**
 * The HAProxy configuration the two-instance suite runs (docs/operations.md "Several instances"
 * shows it): round robin over the instances, each checked on /readyz every half second and taken
 * out after two failed checks; a request whose connection to an instance fails is sent to the
 * other; live streams (Server-Sent Events) may stay open for an hour.
 */
export function haproxyConfig(frontendPort: number, backends: readonly Backend[]): string {
  return [
    'global',
    '  maxconn 2048',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure',
    '',
    'frontend shiftcheck',
    `  bind 127.0.0.1:${frontendPort}`,
    '  option forwardfor',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    // Which instance answered: for the test (and handy when reading logs).
    '  http-response set-header X-Served-By %s',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
}

export function findHaproxy(): string {
  const candidates = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'HAProxy is not installed: `apt-get install -y haproxy` (npm test installs it when run as root), or set HAPROXY_PATH.',
    );
  }
  return found;
}

/** Starts HAProxy in the foreground; resolves once the balancer answers /readyz. */
export async function startHaproxy(
  dir: string,
  frontendPort: number,
  backends: readonly Backend[],
): Promise<Child> {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(frontendPort, backends));
  const check = startChild(findHaproxy(), ['-c', '-f', file], { cwd: dir, env: process.env });
  if ((await check.exited()) !== 0) throw new Error(`haproxy -c refused:\n${check.output()}`);
  const child = startChild(findHaproxy(), ['-db', '-f', file], { cwd: dir, env: process.env });
  await waitForReady(`http://127.0.0.1:${frontendPort}/readyz`, child);
  return child;
}
