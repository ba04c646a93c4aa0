import { isRelationshipCode } from '../../core/relationships';
import type { TFunction } from './i18n';

/** A relationship in the reader's words; an older free-text answer is shown as it was typed. */
export const relationshipLabel = (t: TFunction, value: string | undefined): string =>
  value && isRelationshipCode(value) ? t(`common:relationships.${value}`) : (value ?? '');
