import { type Dispatch, type MutableRefObject, type SetStateAction, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PublicUser } from '../../../core/auth';
import type { MyApplication } from '../../../core/my-applications';
import { apiGet } from '../../lib/api';
import { passportNameFrom } from './name-order';
import { emptyQuestions, homeAddressFromProfile } from './question-values';
import type { PersonalValues, WizardData } from './state';
import { type OwnKey, ownKeys } from './wizard-data';

/** `?again=<application id>&traveller=<n>`: the ETA-end reminder's link to apply again for that traveller. */
export const againParams = { application: 'again', traveller: 'traveller' } as const;

/**
 * Empty answers of the main applicant filled once saved progress (which wins) has been read: from
 * the signed-in account (its name only in Latin letters, ليلى is never prefilled; e-mail, phone,
 * home address), and, opened from an ETA-end reminder, from the earlier application's traveller
 * (name, birth date, nationality; never the passport, which is new). `onFilled` redraws the forms.
 */
export function usePrefill(
  user: PublicUser | null | undefined,
  ready: boolean,
  dataRef: MutableRefObject<WizardData>,
  setData: Dispatch<SetStateAction<WizardData>>,
  language: string,
  onFilled: () => void,
) {
  const { search } = useLocation();
  const again = new URLSearchParams(search).get(againParams.application);
  const traveller = Number(new URLSearchParams(search).get(againParams.traveller) ?? 0);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || !user || done.current) return;
    done.current = true;
    const current = dataRef.current.personal;
    const fill = (key: OwnKey, value: string | null) => (current[key] || !value ? current[key] : value);
    const personal = {
      ...current,
      firstName: fill('firstName', passportNameFrom(user.firstName)),
      lastName: fill('lastName', passportNameFrom(user.lastName)),
      email: fill('email', user.email),
      phone: fill('phone', user.phone),
    };
    const questions = dataRef.current.questions;
    const home = questions[0]?.homeAddress.line1 ? null : homeAddressFromProfile(user, language);
    if (!ownKeys.every((key) => personal[key] === current[key]) || home) {
      setData((d) => ({
        ...d,
        personal,
        questions: home
          ? [{ ...(d.questions[0] ?? emptyQuestions()), homeAddress: home }, ...d.questions.slice(1)]
          : d.questions,
      }));
      onFilled();
    }
    if (!again || !Number.isInteger(traveller) || traveller < 0) return;
    void apiGet<{ application: MyApplication }>(`/api/applications/${encodeURIComponent(again)}`)
      .then((answer) => {
        const earlier = answer?.application;
        const source = traveller === 0 ? earlier : earlier?.additionalApplicants[traveller - 1];
        if (!source) return;
        const from: Partial<PersonalValues> = {
          firstName: source.firstName ?? '',
          lastName: source.lastName ?? '',
          dateOfBirth: source.dateOfBirth ?? '',
          nationality: source.nationality ?? '',
        };
        setData((d) => ({
          ...d,
          personal: Object.fromEntries(
            Object.entries(d.personal).map(([key, value]) => [key, value || from[key as keyof PersonalValues] || '']),
          ) as PersonalValues,
        }));
        onFilled();
      })
      // Not theirs, or gone: the wizard simply starts empty.
      .catch(() => undefined);
  }, [ready, user, dataRef, setData, language, onFilled, again, traveller]);
}
