// The language a request is answered in: the signed-in player's `preferences.language`, else the
// request's `Accept-Language` (a visitor, a sign-up, a refused sign-in), else English.
import {
  acceptedLanguages,
  isLanguage,
  matchLanguage,
  type Language,
} from '@questlog/core/languages';
import type { FastifyRequest } from 'fastify';
import { singleHeader } from '../middleware/headers.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const preferred = request.user?.language;
  if (isLanguage(preferred)) return preferred;
  return matchLanguage(acceptedLanguages(singleHeader(request, 'accept-language')));
}
