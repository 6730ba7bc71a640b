/**
 * The rows of bench/seed-large.ts's data set, built in memory from a seeded PRNG: the same seed, scale and today
 * give the same data (the PRNG is drawn in the same order as ever: client, then each campaign, then each day and
 * its stories).
 */
import { randomUUID } from 'node:crypto';
import type { account, user } from '../../src/server/db/schema/auth';
import type { NewCampaignDayRow, NewCampaignRow, NewStoryRow } from '../../src/server/db/schema/campaigns';
import type { NewClientRow } from '../../src/server/db/schema/clients';
import type { NewMailOutboxRow } from '../../src/server/db/schema/mail';
import { addDaysIso } from '../../src/shared/dates';

export interface LargeDataSetRows {
  users: (typeof user.$inferInsert)[];
  accounts: (typeof account.$inferInsert)[];
  clientRows: NewClientRow[];
  campaignRows: NewCampaignRow[];
  dayRows: NewCampaignDayRow[];
  storyRows: NewStoryRow[];
  mailRows: NewMailOutboxRow[];
}

const CAMPAIGNS_PER_CLIENT = 10;
const TIME_BLOCKS = ['Mañana', 'Mediodía', 'Tarde', 'Noche'] as const;
const STORY_TYPES = ['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE'] as const;
const INDUSTRIES = ['Moda', 'Alimentación', 'Salud', 'Belleza', 'Deporte', 'Educación', 'Hogar'] as const;
const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, seedable PRNG (benchmarks must be reproducible, not secure). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** Noon UTC of a calendar date plus `hours`: instants that fall on that date in any European time zone. */
function instantOn(date: string, hours = 0): Date {
  return new Date(Date.parse(`${date}T12:00:00Z`) + hours * 3_600_000);
}

type Random = ReturnType<typeof prng>;

/** Every row of the data set; logins sign in with `passwordHash`'s password. */
export function buildLargeDataSet(options: {
  scale: number;
  seed: number;
  today: string;
  adminEmail: string;
  passwordHash: string;
}): LargeDataSetRows {
  const { today, passwordHash } = options;
  const random = prng(options.seed);
  const clientCount = Math.max(1, Math.round(200 * options.scale));
  const rows: LargeDataSetRows = {
    users: [],
    accounts: [],
    clientRows: [],
    campaignRows: [],
    dayRows: [],
    storyRows: [],
    mailRows: [],
  };
  const { users, accounts, clientRows, mailRows } = rows;

  const addLogin = (email: string, name: string, role: 'admin' | 'client', createdAt: Date) => {
    const id = randomUUID();
    users.push({ id, email, name, role, emailVerified: true, passwordChangedAt: createdAt, createdAt });
    accounts.push({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    return id;
  };
  const adminId = addLogin(
    options.adminEmail,
    'Administración Bench',
    'admin',
    instantOn(addDaysIso(today, -500)),
  );

  for (let c = 0; c < clientCount; c++) {
    const n = String(c + 1).padStart(4, '0');
    const clientCreated = instantOn(addDaysIso(today, -random.int(200, 480)), random.int(-6, 6));
    const email = `bench-cliente-${n}@bench.local`;
    const clientId = randomUUID();
    const roll = random.next();
    clientRows.push({
      id: clientId,
      userId: addLogin(email, `Contacto ${n}`, 'client', clientCreated),
      name: `Contacto ${n}`,
      brandName: `Marca Bench ${n}`,
      email,
      phone: `+34 600 ${n.slice(0, 3)} ${n.slice(1)}`,
      industry: INDUSTRIES[c % INDUSTRIES.length]!,
      description: `Cliente de prueba ${n} para medir el panel con datos de tamaño real.`,
      status: roll < 0.9 ? 'active' : roll < 0.95 ? 'inactive' : 'pending',
      invitationStatus: 'accepted',
      createdBy: adminId,
      createdAt: clientCreated,
      updatedAt: clientCreated,
    });
    mailRows.push(
      mail(email, `Tus credenciales de acceso al Panel de Stories — Marca Bench ${n}`, clientCreated),
    );

    for (let k = 0; k < CAMPAIGNS_PER_CLIENT; k++)
      addCampaign(rows, random, { today, clientId, email, n, k });
  }
  return rows;
}

/** One client's k-th campaign, its days and their stories. */
function addCampaign(
  rows: LargeDataSetRows,
  random: Random,
  { today, clientId, email, n, k }: { today: string; clientId: string; email: string; n: string; k: number },
) {
  const { campaignRows, mailRows } = rows;
  const campaignId = randomUUID();
  const length = random.int(7, 21);
  const startDate = addDaysIso(today, random.int(-150, 30));
  const endDate = addDaysIso(startDate, length - 1);
  const created = new Date(
    instantOn(startDate).getTime() - random.int(1, 20) * DAY_MS - random.int(0, 86_399) * 1000,
  );
  const title = `Campaña ${k + 1} de Marca Bench ${n}`;
  campaignRows.push({
    id: campaignId,
    clientId,
    title,
    description: 'Campaña generada para las mediciones de rendimiento.',
    status: endDate < today && random.next() < 0.6 ? 'completed' : 'active',
    startDate,
    endDate,
    manychatKeyword: `BENCH${k + 1}`,
    manychatAutoResponse: '¡Hola! Gracias por escribirnos. Te enviamos toda la información.',
    manychatFollowUpSequence: [
      { delay_hours: 24, message: '¿Pudiste ver la información?' },
      { delay_hours: 72, message: 'Últimas plazas disponibles.' },
    ],
    manychatTags: ['bench', `campaña-${k + 1}`],
    source: 'import',
    createdAt: created,
    updatedAt: created,
  });
  mailRows.push(mail(email, `Nueva campaña para Marca Bench ${n}: ${title}`, created));

  for (let d = 0; d < length; d++) addDay(rows, random, { today, campaignId, startDate, d, k });
}

/** A campaign's d-th day and its 6 to 10 stories, about a tenth of them posted. */
function addDay(
  rows: LargeDataSetRows,
  random: Random,
  {
    today,
    campaignId,
    startDate,
    d,
    k,
  }: { today: string; campaignId: string; startDate: string; d: number; k: number },
) {
  const { dayRows, storyRows } = rows;
  const dayId = randomUUID();
  const date = addDaysIso(startDate, d);
  dayRows.push({
    id: dayId,
    campaignId,
    date,
    dayOrder: d + 1,
    theme: `Tema del día ${d + 1}`,
    title: `Día ${d + 1}`,
  });
  const perDay = random.int(6, 10);
  for (let s = 0; s < perDay; s++) {
    const isPosted = random.next() < 0.1;
    const block =
      TIME_BLOCKS[Math.min(TIME_BLOCKS.length - 1, Math.floor((s * TIME_BLOCKS.length) / perDay))]!;
    storyRows.push({
      campaignDayId: dayId,
      storyNumber: s + 1,
      title: `Historia ${s + 1}`,
      copyText: `Día ${d + 1}, historia ${s + 1}: cuéntale a tu audiencia por qué este producto cambia su día a día. Escríbenos "BENCH${k + 1}" y te enviamos los detalles.`,
      originalCopy: null,
      visualDescription: 'Plano medio con luz natural; texto grande en el tercio superior.',
      storyType: STORY_TYPES[s % STORY_TYPES.length]!,
      timeBlock: block,
      stickerInfo: s % 4 === 0 ? { type: 'poll', options: ['Sí', 'No'], prompt: '¿Lo probarías?' } : null,
      notes: s % 5 === 0 ? 'Etiquetar la cuenta de la marca.' : null,
      scheduledDate: date,
      scheduledTime: `${String(9 + s).padStart(2, '0')}:${s % 2 === 0 ? '00' : '30'}`,
      isPosted,
      postedAt: isPosted ? instantOn(date.localeCompare(today) < 0 ? date : today, random.int(-3, 8)) : null,
    });
  }
}

function mail(to: string, subject: string, at: Date): NewMailOutboxRow {
  const sentAt = new Date(at.getTime() + 2_000);
  return {
    toAddress: to,
    subject,
    textBody: `${subject}\n\n—\nPanel de Stories`,
    transport: 'log',
    sentAt,
    createdAt: sentAt,
  };
}
