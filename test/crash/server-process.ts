import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `src/server/main.ts` is run from. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on now; the server is started on it (and restarted on the same one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript entry point of this repository in its own Node process, through tsx. */
export function spawnTs(entry: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The server's environment: the caller's database settings and nothing of the outer shell's. */
export function serverEnv(port: number, database: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'PUBLIC_URL', 'TRUST_PROXY', 'SMTP_URL']) {
    delete env[name];
  }
  return { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...database };
}

export interface ServerProcess {
  readonly url: string;
  /** SIGKILL: no shutdown hook runs, exactly like a crash or an out-of-memory kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server finishes its requests and closes the database. */
  stop(): Promise<void>;
  /** What the process printed, for the failure message. */
  output(): string;
}

const READY_TIMEOUT_MS = 30_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the real server (`src/server/main.ts`) and resolves once /readyz answers 200. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const child = spawnTs('src/server/main.ts', [], env);
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const handle: ServerProcess = {
    url,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => printed,
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped while starting (${child.exitCode}):\n${printed}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return handle;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await handle.kill();
  throw new Error(`The server did not become ready within ${READY_TIMEOUT_MS} ms:\n${printed}`);
}
