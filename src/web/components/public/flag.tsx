/** A country's flag, served from our own origin (public/flags, MIT-licensed country-flag-icons). */
export function Flag({ code, className = '', eager = false }: { code: string; className?: string; eager?: boolean }) {
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={36}
      height={24}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`inline-block h-6 w-9 shrink-0 rounded-sm object-cover ring-1 ring-slate-200 ${className}`}
    />
  );
}
