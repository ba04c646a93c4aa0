import { describe, expect, it } from 'vitest';
import { mergeProgress } from './merge-progress';
import { emptyQuestions } from './question-values';
import { type ApplicantValues, type DocState, emptyApplicant, emptyWizard, type WizardData } from './state';
import { furthestStep } from './wizard-data';

const doc = (id: string): DocState => ({ status: 'valid', progress: 100, id, name: `${id}.jpg`, size: 1000 });
const applicant = (values: Partial<ApplicantValues>): ApplicantValues => ({ ...emptyApplicant, ...values });
const wizard = (change: (data: WizardData) => void): WizardData => {
  const data = emptyWizard();
  change(data);
  return data;
};

describe('saved progress merged over what was typed before signing in', () => {
  it('keeps answers typed here that the saved record lacks, and lets saved answers win', () => {
    const local = wizard((d) => {
      d.personal.firstName = 'Ana';
      d.personal.phone = '+44 20 7946 0000';
      d.travel.ukAddress = '1 Typed Street, London';
      d.termsAccepted = true;
    });
    const saved = wizard((d) => {
      d.personal.firstName = 'Anna';
      d.personal.passportNumber = 'X1234567';
      d.travel.arrivalDate = '2027-05-01';
      d.travel.ukAddress = '   ';
    });
    const merged = mergeProgress(local, saved);
    expect(merged.personal).toMatchObject({ firstName: 'Anna', phone: '+44 20 7946 0000', passportNumber: 'X1234567' });
    expect(merged.travel).toMatchObject({ arrivalDate: '2027-05-01', ukAddress: '1 Typed Street, London' });
    expect(merged.termsAccepted).toBe(false);
  });

  it('keeps the uploads of both, the saved one of a kind winning', () => {
    const local = wizard((d) => {
      d.documents = [{ photo: doc('local-photo'), passportScan: doc('local-scan') }];
    });
    const saved = wizard((d) => {
      d.documents = [{ passportScan: doc('saved-scan') }];
    });
    expect(mergeProgress(local, saved).documents).toEqual([
      { photo: doc('local-photo'), passportScan: doc('saved-scan') },
    ]);
  });

  it('merges the same traveller, keeps one added only here after the saved ones, with their uploads', () => {
    const local = wizard((d) => {
      d.additionalApplicants = [
        applicant({ firstName: 'Leo', passportNumber: 'p777', relationship: 'child' }),
        applicant({ firstName: 'Mia', lastName: 'Ruiz', passportNumber: 'M555' }),
        applicant({}),
      ];
      d.documents = [{}, { photo: doc('leo-photo') }, { photo: doc('mia-photo') }, {}];
    });
    const saved = wizard((d) => {
      d.additionalApplicants = [applicant({ firstName: 'Leonardo', lastName: 'Ruiz', passportNumber: 'P777' })];
      d.documents = [{}, { passportScan: doc('leo-scan') }];
    });
    const merged = mergeProgress(local, saved);
    expect(merged.additionalApplicants).toEqual([
      applicant({ firstName: 'Leonardo', lastName: 'Ruiz', passportNumber: 'P777', relationship: 'child' }),
      applicant({ firstName: 'Mia', lastName: 'Ruiz', passportNumber: 'M555' }),
    ]);
    expect(merged.documents).toEqual([
      {},
      { photo: doc('leo-photo'), passportScan: doc('leo-scan') },
      { photo: doc('mia-photo') },
    ]);
  });

  it('holds at most the wizard limit of travellers', () => {
    const many = (prefix: string) =>
      Array.from({ length: 6 }, (_, index) =>
        applicant({ firstName: `${prefix}${index}`, passportNumber: `${prefix}${index}` }),
      );
    const local = wizard((d) => {
      d.additionalApplicants = many('L');
      d.documents = [{}, ...many('L').map(() => ({}))];
    });
    const saved = wizard((d) => {
      d.additionalApplicants = many('S');
      d.documents = [{}, ...many('S').map(() => ({}))];
    });
    const merged = mergeProgress(local, saved);
    expect(merged.additionalApplicants.map((a) => a.firstName)).toEqual([
      'S0',
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
      'L0',
      'L1',
    ]);
    expect(merged.documents).toHaveLength(9);
  });

  it('is the saved record when nothing was typed here', () => {
    const saved = wizard((d) => {
      d.personal.lastName = 'Silva';
      d.additionalApplicants = [applicant({ firstName: 'Rui' })];
      d.documents = [{ photo: doc('a') }, {}];
      d.questions = [emptyQuestions(), emptyQuestions()];
    });
    expect(mergeProgress(emptyWizard(), saved)).toEqual(saved);
  });

  it('keeps the Home Office answers with their traveller: saved ones win, ones typed only here stay', () => {
    const answered = (sex: string) => ({ ...emptyQuestions(), sex });
    const local = wizard((d) => {
      d.additionalApplicants = [applicant({ firstName: 'Rui', passportNumber: 'P1' })];
      d.questions = [answered('F'), answered('M')];
    });
    const saved = wizard((d) => {
      d.additionalApplicants = [
        applicant({ firstName: 'Eva', passportNumber: 'P2' }),
        applicant({ passportNumber: 'P1' }),
      ];
      d.questions = [answered('X'), answered('F'), emptyQuestions()];
    });
    const merged = mergeProgress(local, saved);
    expect(merged.questions.map((values) => values.sex)).toEqual(['X', 'F', 'M']);
  });
});

describe('the step saved progress records', () => {
  it('never moves a later saved step back to an earlier one shown in another tab', () => {
    expect(furthestStep('personal', 'travel')).toBe('travel');
    expect(furthestStep('documents', 'check')).toBe('check');
  });
  it('moves forward with the traveller, and starts at the step shown', () => {
    expect(furthestStep('questions', 'travel')).toBe('questions');
    expect(furthestStep('documents', undefined)).toBe('documents');
  });
});
