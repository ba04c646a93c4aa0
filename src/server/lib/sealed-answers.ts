import type { Database } from '../db/client';
import { decryptFile, encryptFile, type Keyring } from './storage/encrypted';

/**
 * The suitability answers (convictions, terrorism, immigration history) are criminal-offence data
 * (UK GDPR art. 10; docs/decisions/033-the-home-office-questions-and-sealed-suitability-answers.md, 'The Home Office's questions'): wherever we store them (the
 * application, a payment's snapshot, a saved draft) they are sealed with the documents' key, the
 * same envelope as a file (AES-256-GCM, a data key per value wrapped by DOCUMENTS_KEY), and opened
 * only to show them to their owner or to staff. Decision record 033.
 */
const prefix = 'sealed:v1:';
// Bound into each value's tag: a sealed document cannot be passed off as answers, nor the reverse.
const purpose = 'traveller-suitability';

export interface AnswerSealer {
  seal(value: unknown): string;
  /** The value, or undefined when it is not a sealed value or does not open (another key, tampered). */
  open(sealed: unknown): unknown;
}

export function answerSealer(keyring: Keyring): AnswerSealer {
  return {
    seal: (value) =>
      prefix + encryptFile(keyring, purpose, Buffer.from(JSON.stringify(value), 'utf8')).toString('base64'),
    open(sealed) {
      if (typeof sealed !== 'string' || !sealed.startsWith(prefix)) return undefined;
      try {
        const plain = decryptFile(keyring, purpose, Buffer.from(sealed.slice(prefix.length), 'base64'));
        return JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}

// The sealer of each app's database: the services that read and write answers take the database.
const sealers = new WeakMap<object, AnswerSealer>();

/** Called once as the app starts, with the documents' keyring. */
export function useAnswerSealer(db: Database, sealer: AnswerSealer) {
  sealers.set(db, sealer);
}

export function sealerOf(db: Database): AnswerSealer {
  const sealer = sealers.get(db);
  if (!sealer) throw new Error('no answer sealer for this database: buildApp registers one');
  return sealer;
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null;
const familyOf = (data: Record_) => (Array.isArray(data.additionalApplicants) ? data.additionalApplicants : []);

/**
 * Wizard data (a submission, a snapshot, a draft) with every traveller's `suitability` taken out and
 * sealed together under `suitabilitySealed` (index 0 the main applicant, then family members).
 */
export function sealSuitability(sealer: AnswerSealer, data: Record_): Record_ {
  const { suitability, suitabilitySealed: _stale, ...rest } = data;
  const answers: unknown[] = [suitability ?? null];
  const family = familyOf(data).map((member) => {
    if (!isRecord(member)) return member;
    const { suitability: memberAnswers, ...memberRest } = member;
    answers.push(memberAnswers ?? null);
    return memberRest;
  });
  const held = answers.some((value) => value !== null);
  return {
    ...rest,
    ...(Array.isArray(data.additionalApplicants) ? { additionalApplicants: family } : {}),
    ...(held ? { suitabilitySealed: sealer.seal(answers) } : {}),
  };
}

/** The reverse of sealSuitability: each traveller's `suitability` back in its place. */
export function openSuitability(sealer: AnswerSealer, data: unknown): unknown {
  if (!isRecord(data) || !('suitabilitySealed' in data)) return data;
  const { suitabilitySealed, ...rest } = data;
  const opened = sealer.open(suitabilitySealed);
  const answers = Array.isArray(opened) ? opened : [];
  const withAnswers = (record: Record_, value: unknown) =>
    value === null || value === undefined ? record : { ...record, suitability: value };
  return {
    ...withAnswers(rest, answers[0]),
    ...(Array.isArray(data.additionalApplicants)
      ? {
          additionalApplicants: familyOf(data).map((member, index) =>
            isRecord(member) ? withAnswers(member, answers[index + 1]) : member,
          ),
        }
      : {}),
  };
}
