import { formatMoney } from '../../../../core/format';
import { formatDate } from '../../../../core/format-time';
import type { Language } from '../../../../core/languages';
import { greet } from '../greeting';
import { fill, mailTexts } from '../texts';
import type { EmailTemplate } from './template';

/** The reminders and disruption notices of issue #34 (decision 035), in the reader's language. */
const texts = mailTexts('reminders');

/** A list of names in the reader's language ('Ana and Luís'). */
const listOf = (names: string[], language: Language) =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);

/** The ETA's end, 60 and 14 days before; a reminder, so it ends with the way to stop them. */
export const reminderEtaEnd: EmailTemplate<{
  firstName?: string | null;
  travellerName: string;
  endDay: string;
  endsWithPassport: boolean;
  applyUrl: string;
  unsubscribeUrl: string;
}> = {
  render(data, language) {
    const text = texts[language].etaEnd;
    const values = { traveller: data.travellerName, date: formatDate(data.endDay, language), url: data.applyUrl };
    return {
      subject: fill(text.subject, values),
      paragraphs: [
        greet(language, data.firstName),
        fill(data.endsWithPassport ? text.endsWithPassport : text.endsAfterTwoYears, values),
        text.newPassport,
        fill(text.renew, values),
        fill(texts[language].stop, { url: data.unsubscribeUrl }),
      ],
    };
  },
};

interface TripData {
  firstName?: string | null;
  reference: string;
  arrivalDate: string;
  travellers: string[];
  officialUrl: string;
}

/** The words a trip's notices fill in: reference, arrival day, the undecided travellers, the official channel. */
const tripValues = (data: TripData, language: Language) => ({
  reference: data.reference,
  date: formatDate(data.arrivalDate, language),
  travellers: listOf(data.travellers, language),
  url: data.officialUrl,
});

/** A trip within 72 hours with a traveller undecided: where it stands and what they can do. */
export const reminderTripSoon: EmailTemplate<TripData> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language].tripSoon;
    const values = tripValues(data, language);
    return {
      subject: fill(text.subject, values),
      paragraphs: [
        greet(language, data.firstName),
        ...[text.line1, text.line2, text.line3].map((line) => fill(line, values)),
      ],
    };
  },
};

/** A draft left unpaid for 3 days: one nudge. */
export const reminderDraft: EmailTemplate<{ firstName?: string | null; applyUrl: string; unsubscribeUrl: string }> = {
  render(data, language) {
    const text = texts[language].draft;
    return {
      subject: text.subject,
      paragraphs: [
        greet(language, data.firstName),
        text.line1,
        fill(text.line2, { url: data.applyUrl }),
        fill(texts[language].stop, { url: data.unsubscribeUrl }),
      ],
    };
  },
};

/** A coming rise of the price, told once to the owner of an unpaid draft (issue #35). */
export const reminderFeeRise: EmailTemplate<{
  firstName?: string | null;
  effectiveFrom: string;
  pricePence: number;
  governmentFeePence: number;
  currentPricePence: number;
  applyUrl: string;
  unsubscribeUrl: string;
}> = {
  render(data, language) {
    const text = texts[language].feeRise;
    const values = {
      date: formatDate(data.effectiveFrom, language, 'Europe/London'),
      price: formatMoney(data.pricePence, language),
      fee: formatMoney(data.governmentFeePence, language),
      current: formatMoney(data.currentPricePence, language),
      url: data.applyUrl,
    };
    return {
      subject: fill(text.subject, values),
      paragraphs: [
        greet(language, data.firstName),
        fill(text.line1, values),
        fill(text.line2, values),
        fill(texts[language].stop, { url: data.unsubscribeUrl }),
      ],
    };
  },
};

/** A Home Office disruption told to a traveller arriving within 72 hours, the official app the fallback. */
export const disruptionStarted: EmailTemplate<TripData & { message: string }> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language].disruptionStarted;
    const values = tripValues(data, language);
    return {
      subject: fill(text.subject, values),
      paragraphs: [greet(language, data.firstName), data.message, fill(text.line1, values), fill(text.line2, values)],
    };
  },
};

/** The disruption's end, told once to those who were told of it and still wait. */
export const disruptionEnded: EmailTemplate<{ firstName?: string | null; reference: string }> = {
  tracksReference: true,
  render(data, language) {
    const text = texts[language].disruptionEnded;
    return {
      subject: fill(text.subject, { reference: data.reference }),
      paragraphs: [greet(language, data.firstName), text.line1, text.line2],
    };
  },
};
