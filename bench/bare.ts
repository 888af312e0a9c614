// The yardstick: a bare Fastify route on the same database with the same settings as the app,
// doing what a tick must at least do (one UPDATE and one SELECT of an item) and what a read
// must at least do (one SELECT of a checklist row). No session, validation or headers. A second
// read route sends, after the same SELECT, as many bytes as the app's checklist document weighs
// on the wire: what moving a document of that size costs, whatever builds it.
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { SQLITE_CACHE_KIB } from '#server/db/database';

interface BareDb {
  tick(id: string, completed: boolean): Promise<unknown>;
  checklist(id: string): Promise<unknown>;
  close(): Promise<void>;
}

function sqliteBare(file: string): BareDb {
  const db = new SQLite(file);
  // As openDatabase does for the app.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const update = db.prepare(
    'update checklist_items set completed = ?, updated_at = ? where id = ?',
  );
  const item = db.prepare('select * from checklist_items where id = ?');
  const checklist = db.prepare('select * from checklists where id = ?');
  return {
    tick: async (id, completed) => {
      update.run(completed ? 1 : 0, new Date().toISOString(), id);
      return item.get(id);
    },
    checklist: async (id) => checklist.get(id),
    close: async () => void db.close(),
  };
}

function postgresBare(url: string, schema: string): BareDb {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  return {
    tick: async (id, completed) => {
      await pool.query('update checklist_items set completed = $1, updated_at = $2 where id = $3', [
        completed,
        new Date().toISOString(),
        id,
      ]);
      return (await pool.query('select * from checklist_items where id = $1', [id])).rows[0];
    },
    checklist: async (id) =>
      (await pool.query('select * from checklists where id = $1', [id])).rows[0],
    close: () => pool.end(),
  };
}

export async function startBare(
  target: { sqliteFile: string } | { url: string; schema: string },
): Promise<{
  app: FastifyInstance;
  address: string;
  /** The size the document-sized read answers with (the app's document, compressed). */
  sizeDocument: (bytes: number) => void;
  close: () => Promise<void>;
}> {
  const db =
    'sqliteFile' in target
      ? sqliteBare(target.sqliteFile)
      : postgresBare(target.url, target.schema);
  const app = Fastify({ logger: false });
  app.patch<{ Params: { id: string }; Body: { completed: boolean } }>(
    '/bare/items/:id',
    async (request) => ({ item: await db.tick(request.params.id, request.body.completed) }),
  );
  app.get<{ Params: { id: string } }>('/bare/checklists/:id', async (request) => ({
    checklist: await db.checklist(request.params.id),
  }));
  let document = Buffer.alloc(0);
  app.get<{ Params: { id: string } }>('/bare/checklists/:id/document', async (request, reply) => {
    await db.checklist(request.params.id);
    return reply.type('application/octet-stream').send(document);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    address,
    // Random bytes: as incompressible as a compressed document, so nothing shrinks them.
    sizeDocument: (bytes) => (document = randomBytes(bytes)),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
