import type { FastifyRequest } from 'fastify';
import { fallbackLanguage, isLanguage, type Language, languageStorageKey, matchLanguage } from '../../core/languages';
import { requestCookie } from './cookies';

/** The visitor's language: the stored choice (cookie of docs/decisions/047-the-first-readings-of-the-spec.md), then the browser's. */
export function requestLanguage(request: FastifyRequest): Language {
  const stored = requestCookie(request, languageStorageKey);
  if (isLanguage(stored)) return stored;
  return matchLanguage(request.headers['accept-language']) ?? fallbackLanguage;
}
