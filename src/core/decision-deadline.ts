import { isOpen, reviewPromiseHours } from './admin-queue';
import { isoDay } from './calendar';
import { defaultSettings } from './default-settings';
import type { ApplicationStatus } from './statuses';
import { nextDay } from './time-zones';

/**
 * The latest day a Home Office decision could come for a payment made now (FACTS.md, 'Timings we
 * tell travellers'; decision 035): our review within 48 hours of payment, then the Home Office's
 * usual decision time in UK working days (the visaProcessingTime setting), weekends and England-and-Wales bank holidays skipped, in UK dates.
 */

/** England and Wales bank holidays, as GOV.UK publishes them (gov.uk/bank-holidays), substitute days included. */
export const bankHolidaysCheckedOn = '2026-11-28';
export const englandAndWalesBankHolidays: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  // 2026 (Boxing Day is a Saturday: the substitute is Monday 28 December)
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  // 2027 (Christmas on a Saturday, Boxing Day on a Sunday: substitutes 27 and 28 December)
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  // 2028 (New Year's Day is a Saturday: the substitute is Monday 3 January)
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
  // 2029
  '2029-01-01',
  '2029-03-30',
  '2029-04-02',
  '2029-05-07',
  '2029-05-28',
  '2029-08-27',
  '2029-12-25',
  '2029-12-26',
  // 2030
  '2030-01-01',
  '2030-04-19',
  '2030-04-22',
  '2030-05-06',
  '2030-05-27',
  '2030-08-26',
  '2030-12-25',
  '2030-12-26',
]);

/** Monday to Friday and not a bank holiday in England and Wales. */
export function isUkWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !englandAndWalesBankHolidays.has(day);
}

/**
 * The UK day (YYYY-MM-DD) by which a decision should have come for a payment at `paidAt`, the Home
 * Office taking `workingDays` (the visaProcessingTime setting; its default until the server says).
 */
export function latestDecisionDay(
  paidAt: Date = new Date(),
  workingDays: number = defaultSettings.visaProcessingTime,
): string {
  const reviewed = new Date(paidAt.getTime() + reviewPromiseHours.latest * 3_600_000);
  let day = isoDay('Europe/London', reviewed);
  for (let counted = 0; counted < workingDays; ) {
    day = nextDay(day);
    if (isUkWorkingDay(day)) counted++;
  }
  return day;
}

/** Whether an arrival (YYYY-MM-DD) comes before the latest decision day of a payment at `paidAt`. */
export const arrivesBeforeDecision = (arrivalDate: string, paidAt: Date = new Date(), workingDays?: number) =>
  /^\d{4}-\d{2}-\d{2}$/.test(arrivalDate) && arrivalDate < latestDecisionDay(paidAt, workingDays);

/** The queue's 'at risk' flag: an open application whose arrival comes before its latest decision day. */
export const arrivalAtRisk = (
  status: ApplicationStatus,
  arrivalDate: string,
  paidAt: Date | string,
  workingDays?: number,
) => isOpen(status) && arrivesBeforeDecision(arrivalDate, new Date(paidAt), workingDays);
