import type { Language } from '../../../../core/languages';

/**
 * A template turns data into a subject and paragraphs in one of the ten languages.
 * Register each template in ./index; enqueueEmail renders it when the message is queued.
 */
export interface EmailTemplate<Data> {
  render(
    data: Data,
    language: Language,
  ): {
    subject: string;
    paragraphs: string[];
    highlight?: string;
    /** How many paragraphs come before the highlight (all of them when absent). */
    highlightAt?: number;
  };
  /** The body holds a secret (a one-time code): the outbox forgets it once the message is sent. */
  carriesSecret?: boolean;
  /** The message is about the application `data.reference`: it ends with the link to the public /track page. */
  tracksReference?: boolean;
}
