import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** A child process whose output is kept for the failure message. */
export interface Child {
  process: ChildProcess;
  output(): string;
  exited(): Promise<number | null>;
}

export function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-40_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => printed, exited: () => done };
}

/** Resolves once `url` answers 200, or throws with the child's output. */
export async function waitForReady(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`It stopped while starting (${child.process.exitCode}):\n${child.output()}`);
    }
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${child.output()}`);
}

/** Runs a command to its end; throws with its output when it fails. */
export function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    encoding: 'utf8',
    timeout: options.timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${output.slice(-8000)}`,
    );
  }
  return output;
}
