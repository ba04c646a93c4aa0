import type { Language } from '../../../core/languages';

const sentences: Record<Language, (date: string) => string> = {
  en: (d) => `Your documents will be deleted on ${d}.`,
  fr: (d) => `Vos documents seront supprimés le ${d}.`,
  de: (d) => `Ihre Dokumente werden am ${d} gelöscht.`,
  es: (d) => `Sus documentos se eliminarán el ${d}.`,
  zh: (d) => `您的文件将于 ${d} 删除。`,
  ar: (d) => `سيتم حذف مستنداتك في ${d}.`,
  sv: (d) => `Dina dokument raderas den ${d}.`,
  ja: (d) => `お客様の書類は ${d} に削除されます。`,
  pt: (d) => `Os seus documentos serão eliminados em ${d}.`,
  it: (d) => `I tuoi documenti saranno eliminati il ${d}.`,
};

/**
 * 'Your documents will be deleted on {date}' (decision 016), the day (YYYY-MM-DD, UTC) written out
 * in the reader's language (English as British English); nothing while the date is not known yet.
 */
export function deletionNotice(language: Language, day: string | null | undefined): string[] {
  if (!day) return [];
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return [sentences[language](date)];
}
