/** The official channels a traveller in a hurry can use themselves (FACTS.md); no zod, so any page may link it cheaply. */
export const officialEtaUrl = 'https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta';
