/**
 * The admin applications service, by part (decision 007 names the list engine's pieces): the list's
 * order and filters, its kept counters, the paged list, the CSV export, one application's detail,
 * its status and notes, and the dashboard's statistics.
 */
export { countApplications, countWithoutSearch } from './counters';
export {
  type ApplicationRow,
  additionalTravellers,
  exportApplication,
  getApplication,
  openApplication,
} from './detail';
export { exportApplications, iterateApplications } from './export';
export { listApplications } from './list';
export { getStatistics } from './statistics';
export { addNote, changeStatus, StaleVersionError } from './status';
