/**
 * Fills a database with deterministic, realistic demo data for the admin portal and its benchmark:
 * `npm run seed:demo -- --applications N [--users M]`. Uses DATABASE_URL (PostgreSQL) when set,
 * otherwise the PGlite database under DATA_DIR. Rows are made in SQL with generate_series in
 * batches, in one transaction; into a database with fewer applications than are coming, the
 * secondary indexes and foreign keys are built after the load (scripts/bulk-load.ts). The trigger-
 * kept counters (migrations 0003, 0004, 0028) follow the rows as they would the app's own inserts.
 * The same N gives the same data.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { countryCodes } from '../src/core/countries';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { withIndexesBuiltAfter } from './bulk-load';

const firstNames = [
  'James',
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Lucas',
  'Sophia',
  'Mateo',
  'Mia',
  'Hugo',
  'Léa',
  'Lukas',
  'Hannah',
  'Sofía',
  'Pablo',
  'Wei',
  'Mei',
  'Yuki',
  'Haruto',
  'Elsa',
  'Oscar',
  'Giulia',
  'Marco',
  'João',
  'Ana',
  'Chloé',
  'Jonas',
  'Freya',
  'Nikolai',
  'Zoë',
  'Aiden',
  'Grace',
  'Ethan',
  'Isla',
  'Mohammed',
  'Leila',
  'Sven',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Martin',
  'Bernard',
  'Müller',
  'Schmidt',
  'García',
  'Fernández',
  'Rossi',
  'Russo',
  'Silva',
  'Santos',
  'Andersson',
  'Johansson',
  'Tanaka',
  'Suzuki',
  'Kim',
  'Lee',
  'Wang',
  'Chen',
  'Dubois',
  'Moreau',
  'Novak',
  'Kowalski',
  'Nielsen',
  'Jensen',
  'Murphy',
  "O'Brien",
  'Taylor',
  'Wilson',
  'Clarke',
  'Haddad',
  'Costa',
  'Bianchi',
  'Lindqvist',
  'Nagy',
];
const purposes = ['tourism', 'business', 'family', 'transit', 'study'];
const languages = ['en', 'fr', 'de', 'es', 'zh', 'ar', 'sv', 'ja', 'pt', 'it'];

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '1000' },
    users: { type: 'string' },
    batch: { type: 'string', default: '100000' },
  },
});
const total = Number(values.applications);
const userTotal = Number(values.users ?? Math.max(1, Math.floor(total / 2)));
const batch = Number(values.batch);
if (!Number.isInteger(total) || total < 1) throw new Error('--applications must be a positive integer');

const array = (items: readonly string[]) =>
  sql.raw(`array[${items.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);
/** A deterministic pseudo-random integer in [0, 2^31) from an index and a salt (no random()). */
const hash = (expression: string, salt: number) =>
  sql.raw(`((((${expression})::bigint * 2654435761 + ${salt * 97_531}) % 2147483647 + 2147483647) % 2147483647)::int`);

async function main() {
  const config = loadConfig(process.env);
  const handle = await openDatabase(config);
  await handle.migrate();
  const started = Date.now();
  const runId = Number(
    (
      (await handle.db.execute(sql`select count(*)::int as n from applications`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0,
  );
  // One transaction: a seed that stops half way leaves the database as it was.
  await handle.db.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    if (handle.kind === 'postgres') {
      await db.execute(sql`set local synchronous_commit = off`);
      await db.execute(sql`set local maintenance_work_mem = '512MB'`);
    }
    const load = async () => {
      await seedUsers(db, runId);
      await seedApplications(db, runId, started);
    };
    // More rows coming than there are: indexes built after the load (scripts/bulk-load.ts).
    if (total >= 10_000 && total > runId) await withIndexesBuiltAfter(db, seededTables, load);
    else await load();
  });
  if (handle.kind === 'postgres') {
    for (const table of seededTables) await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
  } else {
    await handle.db.execute(sql`analyze`);
  }
  console.log(`Seeded ${total} applications and ${userTotal} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

const seededTables = ['users', 'applications', 'application_events', 'traveller_cases'];
const firsts = array(firstNames);
const lasts = array(lastNames);
const countries = array(countryCodes);

/** Travellers registered over the last year, 'demo.user<n>@example.com'. */
async function seedUsers(db: Database, runId: number) {
  for (let from = 1; from <= userTotal; from += batch) {
    const to = Math.min(userTotal, from + batch - 1);
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, country, email_verified, role, created_at, updated_at)
      select 'demo.user' || (${runId} + i) || '@example.com', 'seeded-no-login',
             (${firsts})[1 + ${hash('i', 1)} % ${firstNames.length}],
             (${lasts})[1 + ${hash('i', 2)} % ${lastNames.length}],
             (${countries})[1 + ${hash('i', 3)} % ${countryCodes.length}],
             ${hash('i', 4)} % 10 < 8, 'user',
             now() - make_interval(secs => ${hash('i', 5)} % (365 * 86400)),
             now()
      from generate_series(${from}::int, ${to}::int) i
      on conflict (email) do nothing`);
  }
  // Application i belongs to demo user 1 + i % userTotal: their ids by number, for a join on an integer.
  await db.execute(sql`
    create temporary table seed_users on commit drop as
    select substring(email::text from '^demo[.]user([0-9]+)@example[.]com$')::int as n, id
    from users where email::text ~ '^demo[.]user[0-9]+@example[.]com$'`);
  await db.execute(sql`create unique index on seed_users (n)`);
  await db.execute(sql`analyze seed_users`);
}

async function seedApplications(db: Database, runId: number, started: number) {
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    // The applications and, from what was inserted, their history: 'submitted', and the decision
    // or move to processing as the admin made it.
    await db.execute(sql`
      with rows as (
        select i,
               (${firsts})[1 + ${hash('i', 11)} % ${firstNames.length}] as first_name,
               (${lasts})[1 + ${hash('i', 12)} % ${lastNames.length}] as last_name,
               (${countries})[1 + ${hash('i', 13)} % ${countryCodes.length}] as nationality,
               ${hash('i', 14)} % 100 as status_roll,
               1 + (case when ${hash('i', 15)} % 10 = 0 then ${hash('i', 16)} % 4 else 0 end) as travellers,
               now() - make_interval(secs => ${hash('i', 17)} % (365 * 86400)) as created_at
        from generate_series(${runId + from}::int, ${runId + to}::int) i
      ), inserted as (
        insert into applications (reference_number, user_id, first_name, last_name, date_of_birth, nationality, email,
          phone, is_multiple_applicants, applicant_count, additional_applicants, passport_number, passport_issue_date, passport_expiry_date,
          issuing_country, travel_purpose, arrival_date, departure_date, uk_address, processing_type, amount_pence,
          payment_details, paid_at, status, status_notes, version, language, created_at, updated_at, last_status_update)
        select 'ADV-' || lpad(((i::bigint * 48271) % 100000000)::text, 8, '0'),
               seed_users.id,
               first_name, last_name,
               date '1950-01-01' + (${hash('i', 21)} % 20000)::int,
               nationality,
               lower(first_name) || '.' || lower(replace(last_name, '''', '')) || i || '@example.com',
               '+44 7700 ' || lpad((${hash('i', 22)} % 1000000)::text, 6, '0'),
               travellers > 1, travellers, '[]'::jsonb,
               upper(substr(md5(i::text), 1, 2)) || lpad((${hash('i', 23)} % 10000000)::text, 7, '0'),
               date '2018-01-01' + (${hash('i', 24)} % 2000)::int,
               date '2028-01-01' + (${hash('i', 25)} % 2000)::int,
               nationality,
               (${array(purposes)})[1 + ${hash('i', 26)} % ${purposes.length}],
               (created_at + interval '20 days')::date, (created_at + interval '34 days')::date,
               (1 + ${hash('i', 27)} % 200) || ' High Street, London',
               case when ${hash('i', 28)} % 50 = 0 then 'standard' else 'priority' end,
               4999 * travellers,
               jsonb_build_object('cardholderName', first_name || ' ' || last_name, 'brand', 'visa',
                                  'last4', '4242', 'expiryMonth', 1 + ${hash('i', 29)} % 12, 'expiryYear', 2028),
               created_at,
               case when status_roll < 40 then 'pending' when status_roll < 60 then 'processing'
                    when status_roll < 90 then 'approved' else 'rejected' end,
               case when status_roll >= 90 then 'Passport details could not be verified' end,
               case when status_roll < 40 then 1 else 2 end,
               (${array(languages)})[1 + ${hash('i', 30)} % ${languages.length}],
               created_at, created_at,
               case when status_roll < 40 then created_at
                    else least(now(), created_at + make_interval(hours => 2 + ${hash('i', 31)} % 70)) end
        from rows left join seed_users on seed_users.n = 1 + i % ${userTotal}
        on conflict (reference_number) do nothing
        returning id, status, status_notes, created_at, last_status_update
      ), submitted as (
        insert into application_events (application_id, type, from_status, to_status, created_at)
        select id, 'submitted', null, 'pending', created_at from inserted
      )
      insert into application_events (application_id, type, from_status, to_status, notes, actor_name, created_at)
      select id, 'status_changed', 'pending', status, status_notes, 'Demo Admin', last_status_update
      from inserted where status <> 'pending'`);
    process.stdout.write(`\r${to} / ${total} applications (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  process.stdout.write('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
