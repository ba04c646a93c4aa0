import { useEffect, useRef, useState } from 'react';
import { copiedTickMs } from '../../core/limits';

/** Copies a text to the clipboard; `copied` names what was copied for the spec's 2-second tick. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    copied,
    async copy(key: string, value: string) {
      await navigator.clipboard.writeText(value);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), copiedTickMs);
    },
  };
}
