/**
 * The admin portal's idle warning, as arithmetic: the server ends a staff session `idleSeconds`
 * after the last request it answered, and the portal warns `warningSeconds` before.
 */
export function idleCountdown(lastActivityAt: number, idleSeconds: number, warningSeconds: number, now: number) {
  const endsAt = lastActivityAt + idleSeconds * 1000;
  const warnsAt = endsAt - warningSeconds * 1000;
  return {
    warnsAt,
    warning: now >= warnsAt,
    secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)),
  };
}

/**
 * What a screen reader is told of the time left: rounded up to half a minute, then '10 seconds'
 * at the end, so a polite live region speaks a few times rather than every second.
 */
export function announcedSeconds(secondsLeft: number): number {
  if (secondsLeft > 30) return Math.ceil(secondsLeft / 30) * 30;
  return secondsLeft > 10 ? 30 : 10;
}

/** '2 minutes', '1 minute, 30 seconds', '10 seconds', in the reader's language (Intl). */
export function spokenDuration(totalSeconds: number, language: string): string {
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    ...(minutes ? [unit(minutes, 'minute')] : []),
    ...(seconds || !minutes ? [unit(seconds, 'second')] : []),
  ];
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(parts);
}

/** '1:05', with the language's digits. */
export function clockDuration(totalSeconds: number, language: string): string {
  const minutes = new Intl.NumberFormat(language).format(Math.floor(totalSeconds / 60));
  const seconds = new Intl.NumberFormat(language, { minimumIntegerDigits: 2 }).format(totalSeconds % 60);
  return `${minutes}:${seconds}`;
}
