/**
 * The one answer for an application that does not exist or is not the caller's (a 404 either
 * way, so a guessed id reveals nothing); a module of its own so any core module can use it.
 */
export const applicationNotFoundMessage = 'Application not found';
