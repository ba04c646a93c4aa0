import { relationshipCodes } from '../../core/relationships';
import { useTranslation } from '../lib/i18n';

/** The relationship codes as a select's options, in the reader's words, after a 'Choose…' option. */
export function RelationshipOptions() {
  const { t } = useTranslation('apply');
  return (
    <>
      <option value="">{t('apply:relationshipChoose')}</option>
      {relationshipCodes.map((code) => (
        <option key={code} value={code}>
          {t(`common:relationships.${code}`)}
        </option>
      ))}
    </>
  );
}
