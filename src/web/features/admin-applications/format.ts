/** The admin pages' formats live in src/web/lib/format, shared by every feature; this name stays for the admin pages that import it. */
export { browserTimeZone, country, formatDate, formatDateTime, formatMoney } from '../../lib/format';
