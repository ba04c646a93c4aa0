/** The home page's drawings: inline SVG, so they cost no image request. */

/** A passport with an approval tick: decorative, drawn inline (no image request, no crown). */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 240 200" className="mx-auto hidden w-full max-w-xs md:block" aria-hidden="true">
      <rect x="50" y="20" width="120" height="160" rx="12" fill="#0b2c44" stroke="#d5ebf4" strokeWidth="3" />
      <circle cx="110" cy="80" r="26" fill="none" stroke="#e8a33d" strokeWidth="4" />
      <path
        d="M84 80h52M110 54c-10 14-10 38 0 52M110 54c10 14 10 38 0 52"
        stroke="#e8a33d"
        strokeWidth="3"
        fill="none"
      />
      <rect x="78" y="128" width="64" height="8" rx="4" fill="#d5ebf4" />
      <rect x="88" y="144" width="44" height="6" rx="3" fill="#d5ebf4" opacity="0.7" />
      <circle cx="180" cy="150" r="34" fill="#10b981" />
      <path d="M164 150l11 11 22-24" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function ChecklistIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 220" className="w-full max-w-md" role="img" aria-label={label}>
      <rect x="20" y="20" width="180" height="180" rx="14" fill="#fff" stroke="#146088" strokeWidth="3" />
      {[60, 100, 140].map((y) => (
        <g key={y}>
          <rect x="44" y={y - 12} width="24" height="24" rx="5" fill="#d5ebf4" />
          <path d={`M49 ${y}l6 6 11-12`} stroke="#0f4f70" strokeWidth="4" fill="none" strokeLinecap="round" />
          <rect x="80" y={y - 5} width="96" height="10" rx="5" fill="#cbd5e1" />
        </g>
      ))}
      <rect x="180" y="60" width="110" height="140" rx="12" fill="#0f3d5e" />
      <circle cx="235" cy="110" r="20" fill="none" stroke="#e8a33d" strokeWidth="4" />
      <rect x="205" y="150" width="60" height="8" rx="4" fill="#d5ebf4" />
    </svg>
  );
}
