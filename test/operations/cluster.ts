import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '#server/db/database';
import { freePort, serverEnv, spawnTs } from '../crash/server-process';
import { waitForReady, type Child } from './processes';
import { startHaproxy } from './haproxy';

/** A running app process: SIGTERM lets it finish its requests, SIGKILL is a crash. */
export interface InstanceProcess {
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** One app instance: its port stays the same across restarts, as the balancer knows it. */
export interface Instance {
  name: string;
  port: number;
  process: InstanceProcess | null;
}

/** Generous: a start-up compiles the server with tsx, slow on a machine busy with other work. */
const START_TIMEOUT_MS = 120_000;

async function startApp(env: NodeJS.ProcessEnv, port: number): Promise<InstanceProcess> {
  const child = spawnTs('src/server/main.ts', [], env);
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const handle = { process: child, output: () => printed, exited: async () => child.exitCode };
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`, handle, START_TIMEOUT_MS);
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  return { stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/**
 * Two app instances on one PostgreSQL database (a database of its own: live updates travel by
 * LISTEN/NOTIFY, which is per database) behind HAProxy on 127.0.0.1.
 */
export class Cluster {
  readonly instances: Instance[] = [];
  balancerUrl = '';
  private balancer: Child | null = null;
  private env: Record<string, string> = {};

  constructor(
    readonly db: Db,
    private readonly databaseUrl: string,
    private readonly dir: string,
    private readonly drop: () => Promise<void>,
  ) {}

  static async create(): Promise<Cluster> {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error('TEST_DATABASE_URL is not set: the two-instance suite needs PostgreSQL');
    const name = `shiftcheck_lb_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    const drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-lb-'));
    const db = openDatabase({ databaseUrl: databaseUrl.toString() });
    return new Cluster(db, databaseUrl.toString(), dir, drop);
  }

  /** Starts both instances, then the balancer in front of them. */
  async start(): Promise<void> {
    // The balancer's address: the instances believe its X-Forwarded-For, and only its.
    this.env = { DATABASE_URL: this.databaseUrl, DATA_DIR: this.dir, TRUST_PROXY: '127.0.0.1' };
    for (const name of ['app1', 'app2']) {
      this.instances.push({ name, port: await freePort(), process: null });
    }
    // One after the other: two start-ups at once double the time each takes on a busy machine.
    for (const instance of this.instances) await this.startInstance(instance);
    const frontend = await freePort();
    this.balancer = await startHaproxy(this.dir, frontend, this.instances);
    this.balancerUrl = `http://127.0.0.1:${frontend}`;
  }

  async startInstance(instance: Instance): Promise<void> {
    instance.process = await startApp(serverEnv(instance.port, this.env), instance.port);
  }

  url(instance: Instance): string {
    return `http://127.0.0.1:${instance.port}`;
  }

  async stop(): Promise<void> {
    this.balancer?.process.kill('SIGTERM');
    await this.balancer?.exited();
    await Promise.all(this.instances.map((instance) => instance.process?.stop()));
    await this.db.close();
    await this.drop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Which instance answered a request through the balancer (HAProxy's X-Served-By). */
export async function servedBy(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('x-served-by') ?? 'unknown';
}
