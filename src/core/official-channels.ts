/**
 * The government's own channels, named wherever we say we are not one of them. No imports, so a
 * public page can link them without pulling anything else into its first load.
 */
export const officialEtaUrl = 'https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta';

/** How every language names the government's site; the sentences keep it as it is, so it can be the link. */
export const officialSiteName = 'GOV.UK';
