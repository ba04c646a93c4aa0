import type { ApplicationData } from '../../../core/applications';
import { anyYes, type TravellerAnswers, travellerAnswersSchema } from '../../../core/traveller-questions';
import type { Database } from '../../db/client';
import type { applications } from '../../db/schema';
import { sealerOf } from '../../lib/sealed-answers';

type ApplicationRow = typeof applications.$inferSelect;

/**
 * The Home Office's questions of a paid application as its row holds them (decision 033): the main
 * applicant's in columns, each family member's in their entry, every traveller's suitability
 * answers sealed together, and the staff's flag when any is yes.
 */
export function questionColumns(db: Database, data: ApplicationData) {
  const travellers = [data, ...data.additionalApplicants];
  return {
    sex: data.sex,
    otherNationalities: data.otherNationalities,
    homeAddress: data.homeAddress,
    job: data.job,
    additionalApplicants: data.additionalApplicants.map(({ suitability: _sealed, ...member }) => member),
    suitabilitySealed: sealerOf(db).seal(travellers.map((traveller) => traveller.suitability)),
    suitabilityDeclared: travellers.some((traveller) => anyYes(traveller.suitability)),
  };
}

/** Nothing of the answers stays once an application's personal data are erased. */
export const erasedQuestionColumns = {
  sex: null,
  otherNationalities: [],
  homeAddress: null,
  job: null,
  suitabilitySealed: null,
  suitabilityDeclared: false,
};

const recordOf = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * Each traveller's answers, suitability opened: only for the owner and staff, whose reads of the
 * application are audited. A part not held (a row made before the questions, an erased one) is null.
 */
export function answersOf(db: Database, row: ApplicationRow): TravellerAnswers[] {
  const opened = row.suitabilitySealed ? sealerOf(db).open(row.suitabilitySealed) : undefined;
  const suitability = Array.isArray(opened) ? opened : [];
  const family = Array.isArray(row.additionalApplicants) ? row.additionalApplicants.map(recordOf) : [];
  const travellers = [
    { sex: row.sex, otherNationalities: row.otherNationalities, homeAddress: row.homeAddress, job: row.job },
    ...family,
  ];
  return travellers.map((traveller, index) => {
    const read = (schema: keyof TravellerAnswers, value: unknown) => {
      const parsed = travellerAnswersSchema.shape[schema].safeParse(value);
      return parsed.success ? parsed.data : null;
    };
    return {
      index,
      sex: read('sex', traveller.sex) as TravellerAnswers['sex'],
      otherNationalities: (read('otherNationalities', traveller.otherNationalities) ??
        []) as TravellerAnswers['otherNationalities'],
      homeAddress: read('homeAddress', traveller.homeAddress) as TravellerAnswers['homeAddress'],
      job: read('job', traveller.job) as TravellerAnswers['job'],
      suitability: read('suitability', suitability[index]) as TravellerAnswers['suitability'],
    };
  });
}
