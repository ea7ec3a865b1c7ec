// GET /faq for the web: the help entries, in the visitor's language.
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/transport.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export interface FaqQuestion {
  heading: string;
  question: string;
  web: string;
}

export class FaqLoadError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/v4/faq answered ${status}`);
    this.name = 'FaqLoadError';
  }
}

export async function fetchFaq(language: string): Promise<FaqQuestion[]> {
  const query = new URLSearchParams({ platform: 'web', language });
  const response = await apiFetch(`/api/v4/faq?${query}`);
  if (!response.ok) throw new FaqLoadError(response.status);
  const body = (await response.json()) as {
    success?: boolean;
    data?: { questions?: FaqQuestion[] };
  };
  const questions = body.data?.questions;
  if (body.success !== true || !Array.isArray(questions)) throw new FaqLoadError(response.status);
  return questions;
}

export function useFaq() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // held in the one cache, read again on each showing; the page offers its own "try again"
  return useServerRead(`faq/web/${language}`, () => fetchFaq(language));
}
