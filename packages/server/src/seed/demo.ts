// Demo data: a realistic organisation with the documented demo logins (password demo-password).
import { allAreasAt, EDUCATION_LEVELS, type Permissions } from '@tuura/domain';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import {
  accountEmails,
  guestUsers,
  notifications,
  organizations,
  recoveryCodes,
  savedFilters,
  users,
} from '../db/schema/index.ts';
import { keyringOf } from '../lib/dataEncryption.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createStorage } from '../lib/storage/index.ts';
import { normalizeRecoveryCode, sha256 } from '../lib/tokens.ts';
import { seedAlertsAndMassEmail } from './alertsAndMassEmail.ts';
import { seedAuthConsumer } from './authConsumers.ts';
import { DEMO_CANCELLATIONS, seedCancellations } from './cancellations.ts';
import { seedCommunication } from './communication.ts';
import { seedFiles } from './files.ts';
import { seedGuestUsers } from './guestUsers.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES } from './names.ts';
import { seedGroupsAndSkills } from './people.ts';
import { seedPlaces } from './places.ts';
import { seedPolls } from './polls.ts';
import { seedPresets } from './presets.ts';
import { seedSalaries } from './salaries.ts';
import { firstWorkers, seedSensitive } from './sensitive.ts';
import { demoShifts, seedShifts } from './shifts.ts';
import { seedSuggestions } from './suggestions.ts';

export const DEMO_PASSWORD = 'demo-password';
/** The two-factor demo account's TOTP secret (base32) and recovery codes, shown in the README. */
export const DEMO_TFA = {
  email: 'tfa@example.com',
  secret: 'JBSWY3DPEHPK3PXP',
  recoveryCodes: ['demo1-tuura', 'demo2-tuura'],
};

export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  reader: 'reader@example.com',
  /** A second admin at level all, who also works shifts: journeys that change an admin's own settings. */
  supervisor: 'supervisor@example.com',
  worker: 'worker@example.com',
  guest: 'guest@example.com',
  tfa: DEMO_TFA.email,
} as const;

export const NOTIFICATION_SAMPLES = [
  {
    title: 'Uusi vuoro vuorotorilla',
    labels: ['vuorotori'],
    subjectType: 'marketplace' as const,
    text: 'HUS Meilahden päivystykseen on julkaistu uusi yövuoro lauantaille. Varaa se vuorotorilta ennen muita.',
  },
  {
    title: 'Leimaus hyväksytty',
    labels: ['leimaus'],
    text: 'Ylläpitäjä hyväksyi leimauksesi viime viikon vuorosta. Vuoron ajat on päivitetty palkanlaskentaan.',
  },
  {
    title: 'Muistutus: leimaus puuttuu',
    labels: ['leimaus', 'muistutus'],
    text: 'Eilisen vuoron leimaus puuttuu. Lisää toteutuneet ajat omista vuoroistasi, jotta vuoro voidaan laskuttaa.',
  },
  {
    title: 'Uusi kysely',
    labels: ['kysely'],
    subjectType: 'poll' as const,
    text: 'Vastaa kevään työvuorotoiveita koskevaan kyselyyn perjantaihin mennessä.',
  },
  {
    title: 'Vuoroehdotus hyväksytty',
    labels: ['vuoroehdotus'],
    text: 'Ehdottamasi vuoro Tampereen terveyskeskukseen on hyväksytty ja lisätty omiin vuoroihisi.',
  },
];

function educationFor(i: number) {
  const level = EDUCATION_LEVELS[1 + (i % (EDUCATION_LEVELS.length - 1))] ?? 'other';
  return [{ validFrom: '2024-01-01', value: level }];
}

/** Saved filters of the admin's shift table, as its URL writes them. */
const DEMO_FILTERS = [
  { name: 'Avoimet vuorot', query: { unfilled: 'true' } },
  { name: 'Odottavat leimaukset', query: { stamp: 'waiting' } },
];

export async function seedDemo(db: Db) {
  // One hash for every demo account: they share the documented password and seeding stays fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: 'Lääkäripalvelu Tuura Oy', adminEmail: DEMO_ACCOUNTS.admin, pluginName: 'tuura' })
      .returning();
    if (!org) throw new Error('organisation insert returned nothing');
    const base = { organizationId: org.id, passwordHash };
    const person = (
      email: string,
      firstName: string,
      lastName: string,
      permissions: Permissions,
      i: number,
    ) => ({
      ...base,
      email,
      firstName,
      lastName,
      permissions,
      education: educationFor(i),
      phone: `+358 40 ${String(1_000_000 + i * 7919).slice(0, 3)} ${String(1000 + i * 37).slice(0, 4)}`,
      city: CITIES[i % CITIES.length] ?? 'Helsinki',
      street: `Mannerheimintie ${i + 1}`,
      zip: '00100',
    });
    const named = [
      // Paid as admins, they work no shifts: no my shifts nor start button (decision 140).
      {
        ...person(DEMO_ACCOUNTS.admin, 'Anna', 'Ylläpitäjä', allAreasAt('all'), 0),
        payType: 'admin' as const,
      },
      {
        ...person(DEMO_ACCOUNTS.reader, 'Risto', 'Lukija', allAreasAt('read'), 1),
        payType: 'admin' as const,
      },
      person(DEMO_ACCOUNTS.worker, 'Väinö', 'Työntekijä', {}, 2),
      {
        ...person(DEMO_TFA.email, 'Tuula', 'Kaksivaihe', {}, 3),
        tfaEnabled: true,
        tfaSecret: DEMO_TFA.secret,
      },
    ];
    const workers = FIRST_NAMES.map((first, i) =>
      person(
        `${first}.${LAST_NAMES[i]}@example.com`.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o'),
        first,
        LAST_NAMES[i] ?? 'Virtanen',
        {},
        i + 4,
      ),
    );
    // Last, so every other person keeps the place (and so the demo shifts) they had before it came.
    const supervisor = person(
      DEMO_ACCOUNTS.supervisor,
      'Sari',
      'Esihenkilö',
      allAreasAt('all'),
      FIRST_NAMES.length + 4,
    );
    // After the supervisor, for the same reason: the compensation journey's worker.
    const payWorker = person(DEMO_PAY_WORKER, 'Selma', 'Palkkio', {}, FIRST_NAMES.length + 5);
    const inserted = await tx
      .insert(users)
      .values([...named, ...workers, supervisor, payWorker])
      .returning({ id: users.id, email: users.email });
    const tfaUser = inserted.find((u) => u.email === DEMO_TFA.email);
    if (tfaUser) {
      await tx.insert(recoveryCodes).values(
        DEMO_TFA.recoveryCodes.map((c) => ({
          organizationId: org.id,
          userId: tfaUser.id,
          codeHash: sha256(normalizeRecoveryCode(c)),
        })),
      );
    }
    const [guest] = await tx
      .insert(guestUsers)
      .values({ ...base, name: 'Osastonhoitaja Vieras', email: DEMO_ACCOUNTS.guest, filterDays: 30 })
      .returning({ id: guestUsers.id, email: guestUsers.email });
    // The login directory: each email logs in to this organisation.
    await tx.insert(accountEmails).values([
      ...inserted.map((u) => ({
        kind: 'user' as const,
        email: u.email.toLowerCase(),
        organizationId: org.id,
        accountId: u.id,
      })),
      ...(guest
        ? [
            {
              kind: 'guest' as const,
              email: guest.email.toLowerCase(),
              organizationId: org.id,
              accountId: guest.id,
            },
          ]
        : []),
    ]);
    const now = Date.now();
    const rows = inserted.flatMap((u, i) =>
      NOTIFICATION_SAMPLES.slice(0, 2 + (i % 4)).map((n, k) => ({
        ...n,
        organizationId: org.id,
        userId: u.id,
        createdAt: new Date(now - (k * 26 + i) * 3_600_000),
      })),
    );
    await tx.insert(notifications).values(rows);
    const places = await seedPlaces(tx, org.id);
    await seedGuestUsers(tx, org.id, passwordHash);
    const workerIds = inserted
      .filter((u) => u.email !== DEMO_ACCOUNTS.admin && u.email !== DEMO_ACCOUNTS.reader)
      .map((u) => u.id);
    const worker = inserted.find((u) => u.email === DEMO_ACCOUNTS.worker);
    // The pay journey's worker needs no stamps: theirs would push other journeys' waiting stamps
    // off the stamps page's first page.
    const unstamped = inserted.find((u) => u.email === DEMO_PAY_WORKER)?.id;
    const shiftCount = await seedShifts(
      tx,
      demoShifts(org.id, workerIds, places, new Date(now), worker?.id, unstamped),
    );
    await seedSalaries(
      tx,
      org.id,
      inserted.filter((u) => workerIds.includes(u.id)),
      { now: new Date(now), changesMidMonth: DEMO_ACCOUNTS.worker },
    );
    // The admin's saved filters of the shift table (none is the default: a bare page stays bare).
    const admin = inserted.find((u) => u.email === DEMO_ACCOUNTS.admin);
    const idOf = (email: string) => inserted.find((u) => u.email === email)?.id;
    await seedCancellations(
      tx,
      org.id,
      DEMO_CANCELLATIONS.flatMap((c) => {
        const workerId = idOf(c.email);
        if (!workerId) return [];
        const decided =
          'decidedMessage' in c && admin ? { by: admin.id, message: c.decidedMessage } : undefined;
        return [{ workerId, reason: c.reason, message: c.message, ...(decided && { decided }) }];
      }),
      new Date(now),
    );
    // Pending requests from the first five listed workers (the journeys' own workers come later
    // in the list and start with none), and one of each state for the demo worker.
    const firstWorkers = new Set(workers.slice(0, 5).map((w) => w.email));
    await seedSuggestions(tx, org.id, {
      workerIds: inserted.filter((u) => firstWorkers.has(u.email)).map((u) => u.id),
      departmentIds: places.departmentIds,
      demoWorker: worker?.id,
      admin: admin?.id,
      now: new Date(now),
    });
    // Groups take their members from the listed workers (plain workers, not the journeys' logins).
    await seedGroupsAndSkills(
      tx,
      org.id,
      inserted.filter((u) => workers.some((w) => w.email === u.email)).map((u) => u.id),
    );
    if (admin) {
      await tx.insert(savedFilters).values(
        DEMO_FILTERS.map((f) => ({
          ...f,
          organizationId: org.id,
          userId: admin.id,
          context: 'adminShifts',
        })),
      );
    }
    await seedPresets(tx, org.id);
    await seedCommunication(tx, org.id, { now: new Date(now), admin: admin?.id, demoWorker: worker?.id });
    // Voters: the first eight listed workers (the journeys' own logins come later in the list).
    await seedPolls(tx, org.id, {
      createdBy: admin?.id,
      voterIds: inserted.filter((u) => workers.slice(0, 8).some((w) => w.email === u.email)).map((u) => u.id),
      now: new Date(now),
    });
    // Alerts and a sent mass email: six listed workers got the message.
    const listed = new Set(workers.slice(0, 6).map((w) => w.email));
    await seedAlertsAndMassEmail(tx, org.id, {
      admin: admin?.id,
      recipients: inserted.filter((u) => listed.has(u.email)),
      now: new Date(now),
    });
    return { organizationId: org.id, organizationName: org.name, users: inserted.length, shifts: shiftCount };
  });
}

/** Seeds on first start of an empty embedded database, or with DEMO_DATA=1; never twice. */
export async function seedDemoIfWanted(
  database: Database,
  config: Pick<Config, 'demoData' | 'dataEncryptionKeys' | 'dataDir' | 's3' | 'publicUrl'>,
) {
  const wanted = config.demoData ?? database.kind === 'pglite';
  if (!wanted) return null;
  const [existing] = await database.db.select({ n: count() }).from(organizations);
  if (existing && existing.n > 0) return null;
  const seeded = await seedDemo(database.db);
  // The server's key is known here (the tests' template seeds without one, so none there).
  const people = await firstWorkers(database.db, seeded.organizationId, [
    DEMO_ACCOUNTS.worker,
    ...DEMO_SENSITIVE_WORKERS,
  ]);
  await seedSensitive(database.db, keyringOf(config), people);
  const fileOwners = await firstWorkers(database.db, seeded.organizationId, DEMO_FILE_WORKERS);
  await seedFiles(
    database.db,
    createStorage(config),
    seeded.organizationId,
    fileOwners.map((w, i) => ({ id: w.id, name: DEMO_FILE_WORKER_NAMES[i] ?? '' })),
  );
  await seedAuthConsumer(database.db, seeded.organizationId, config.publicUrl);
  return seeded;
}

/** The worker whose pay the compensation journey reads and an admin changes (e2e). */
export const DEMO_PAY_WORKER = 'selma.palkkio@example.com';

/** Demo workers with a few files of their own. */
const DEMO_FILE_WORKERS = [DEMO_ACCOUNTS.worker, 'eero.korhonen@example.com', 'helmi.makinen@example.com'];
const DEMO_FILE_WORKER_NAMES = ['Vaino Tyontekija', 'Eero Korhonen', 'Helmi Makinen'];

/** Demo workers whose national id, bank account and salary are filled in (encrypted). */
const DEMO_SENSITIVE_WORKERS = ['eero.korhonen@example.com', 'helmi.makinen@example.com'];
