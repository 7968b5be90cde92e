// The hero illustration, drawn inline (no image request): three women standing together over an open book, under a warm sun.
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" focusable="false" className={className}>
      <circle cx="230" cy="128" r="118" className="fill-brand/10" />
      <circle cx="230" cy="128" r="74" className="fill-[#f6c99f] dark:fill-[#b9855c]" />
      <ellipse cx="200" cy="286" rx="196" ry="34" className="fill-brand/20" />
      {/* Three figures, shoulder to shoulder. */}
      <circle cx="150" cy="146" r="21" className="fill-[#8c5a3c] dark:fill-[#c8946f]" />
      <path d="M116 262 Q116 184 150 178 Q184 184 184 262 Z" className="fill-brand" />
      <circle cx="262" cy="156" r="19" className="fill-[#e0a77a]" />
      <path d="M232 262 Q232 194 262 188 Q292 194 292 262 Z" className="fill-[#c0577a] dark:fill-[#d97a9b]" />
      <circle cx="206" cy="132" r="23" className="fill-[#5b3b2a] dark:fill-[#a8795a]" />
      <path d="M168 266 Q168 172 206 164 Q244 172 244 266 Z" className="fill-[#7d58b3] dark:fill-[#9c7ad0]" />
      {/* Open book. */}
      <path
        d="M104 262 Q156 248 200 270 Q244 248 296 262 L296 300 Q244 288 200 308 Q156 288 104 300 Z"
        className="fill-surface stroke-brand"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M200 270 V308" className="stroke-brand" strokeWidth="4" />
      <path d="M122 274 Q156 266 186 280 M122 286 Q156 278 186 292 M214 280 Q244 266 278 274 M214 292 Q244 278 278 286" className="stroke-brand/40" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* Leaves: growth. */}
      <path d="M82 250 Q70 222 92 206 Q104 232 82 250 Z" className="fill-[#5f9b73]" />
      <path d="M84 252 Q100 236 118 242 Q104 260 84 252 Z" className="fill-[#7db38e]" />
      <path d="M318 250 Q330 222 308 206 Q296 232 318 250 Z" className="fill-[#5f9b73]" />
      <path d="M316 252 Q300 236 282 242 Q296 260 316 252 Z" className="fill-[#7db38e]" />
    </svg>
  );
}
