import { Check, Copy, Download, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/form-controls';
import { useTranslation } from '../../lib/i18n';
import { useCopy } from '../../lib/use-copy';

/** Saves a text file in the browser, without a round trip to the server. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Step 3 of the set-up: the ten recovery codes, shown once (the server keeps only their hashes),
 * to copy, download or print; continuing asks the person to say they have saved them.
 */
export function RecoveryCodes({
  codes,
  account,
  headingLevel: Heading,
  onContinue,
}: {
  codes: string[];
  account: string;
  headingLevel: 'h2' | 'h3';
  onContinue: () => void;
}) {
  const { t } = useTranslation('mfa');
  const { copied, copy } = useCopy();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  // The step replaces the form the person was on: their screen reader starts again here.
  useEffect(() => heading.current?.focus(), []);

  const fileText = [t('recovery.fileHeading', { account }), '', ...codes, '', t('recovery.fileNote'), ''].join('\n');
  function finish() {
    if (saved) return onContinue();
    setError(true);
    checkbox.current?.focus();
  }

  return (
    <section aria-labelledby="mfa-recovery-heading" className="grid gap-4">
      <div className="print-area grid gap-4">
        <Heading
          id="mfa-recovery-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t('recovery.title')}
        </Heading>
        <p className="text-sm text-slate-700">{t('recovery.text')}</p>
        <ol
          aria-label={t('recovery.listLabel')}
          dir="ltr"
          data-testid="recovery-codes"
          className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-base text-slate-900 sm:max-w-sm"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => copy('codes', codes.join('\n'))}>
          {copied === 'codes' ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied === 'codes' ? t('setup.copied') : t('recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={() => download('advena-recovery-codes.txt', fileText)}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('recovery.download')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('recovery.print')}
        </Button>
      </div>
      <div className="print:hidden">
        <div className="flex items-start gap-2">
          <input
            ref={checkbox}
            id="mfa-codes-saved"
            type="checkbox"
            checked={saved}
            onChange={(event) => {
              setSaved(event.target.checked);
              if (event.target.checked) setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'mfa-codes-saved-error' : undefined}
            className="mt-1 h-4 w-4 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor="mfa-codes-saved" className="text-sm font-medium text-slate-800">
            {t('recovery.saved')}
          </label>
        </div>
        {error && (
          <p id="mfa-codes-saved-error" className="mt-1 text-sm text-red-700">
            {t('recovery.savedRequired')}
          </p>
        )}
      </div>
      <div className="print:hidden">
        <Button onClick={finish}>{t('recovery.continue')}</Button>
      </div>
    </section>
  );
}
