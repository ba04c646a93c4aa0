import { Search } from 'lucide-react';

/** A labelled search box. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="relative max-w-xl">
      <Search className="pointer-events-none absolute start-3 top-3 h-5 w-5 text-slate-500" aria-hidden="true" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-slate-400 bg-white py-2.5 ps-10 pe-3 text-slate-900 placeholder:text-slate-500"
      />
    </div>
  );
}
