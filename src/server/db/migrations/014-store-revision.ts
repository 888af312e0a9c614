import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * A store's revision: a random text that the database itself replaces whenever the store's row
 * or any of its shift rows changes, whoever writes them. Every checklist read needs its store
 * (time zone, shift times, due settings); the server keeps store records in memory by revision
 * and reads only this column to know the one it holds is current. Being random rather than a
 * counter, a revision never names two different states, even after a backup is restored.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table stores add column revision text not null
      default gen_random_uuid()::text`.execute(db);
    await sql`create function store_revision_on_update() returns trigger
      language plpgsql as $$
      begin
        new.revision := gen_random_uuid()::text;
        return new;
      end $$`.execute(db);
    await sql`create trigger stores_revision before update on stores
      for each row execute function store_revision_on_update()`.execute(db);
    // Through the store's own trigger above: touching the row gives it a new revision.
    await sql`create function store_revision_on_shift_change() returns trigger
      language plpgsql as $$
      begin
        update stores set revision = '' where id = coalesce(new.store_id, old.store_id);
        return null;
      end $$`.execute(db);
    await sql`create trigger store_shifts_revision after insert or update or delete
      on store_shifts for each row execute function store_revision_on_shift_change()`.execute(db);
    return;
  }
  const fresh = sql`lower(hex(randomblob(16)))`;
  await sql`alter table stores add column revision text not null default ''`.execute(db);
  await sql`update stores set revision = ${fresh}`.execute(db);
  await sql`create trigger stores_revision_on_insert after insert on stores begin
      update stores set revision = ${fresh} where id = new.id;
    end`.execute(db);
  // Every column but the revision itself, so the trigger's own update does not fire it again.
  await sql`create trigger stores_revision_on_update after update of
      id, name, store_number, timezone, created_at,
      due_pre_shift_minutes, due_travel_path_percent, due_handover_minutes
    on stores begin
      update stores set revision = ${fresh} where id = new.id;
    end`.execute(db);
  await sql`create trigger store_shifts_revision_on_insert after insert on store_shifts begin
      update stores set revision = ${fresh} where id = new.store_id;
    end`.execute(db);
  await sql`create trigger store_shifts_revision_on_update after update on store_shifts begin
      update stores set revision = ${fresh} where id in (old.store_id, new.store_id);
    end`.execute(db);
  await sql`create trigger store_shifts_revision_on_delete after delete on store_shifts begin
      update stores set revision = ${fresh} where id = old.store_id;
    end`.execute(db);
}
