import type { Traveller } from '../../../core/admin-applications';
import type { CaseTraveller } from '../../../core/case-requests';
import { PassportCheckStatus, PhotoCheckNote } from './document-checks';
import { PassportData } from './passport-data';

/** The typed passport data beside the lines read, and the photo's warnings (decision 034). */
export function TravellerChecks({ traveller, checks }: { traveller: Traveller; checks: CaseTraveller | undefined }) {
  return (
    <>
      {checks?.passportCheck && <PassportCheckStatus check={checks.passportCheck} />}
      <PassportData traveller={traveller} check={checks?.passportCheck} />
      {checks?.photoCheck && <PhotoCheckNote check={checks.photoCheck} />}
    </>
  );
}
