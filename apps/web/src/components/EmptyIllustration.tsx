/**
 * The empty-state picture, drawn inline: as a file it was a request of its own on every screen
 * that shows nothing yet, and often that screen's largest paint (an image in view is fetched at
 * high priority), a round trip after the screen's own render on a slow network. Decorative.
 */
export function EmptyIllustration({ width, className }: { width: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 160" width={width} height={(width * 4) / 5} aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="140" rx="70" ry="10" fill="#8a94a6" fillOpacity="0.25" />
      <rect x="48" y="36" width="104" height="90" rx="12" fill="#8a94a6" fillOpacity="0.18" stroke="#8a94a6" strokeWidth="3" />
      <path d="M48 64h104" stroke="#8a94a6" strokeWidth="3" />
      <circle cx="64" cy="50" r="5" fill="#3b6cf6" />
      <circle cx="80" cy="50" r="5" fill="#12a3b8" />
      <circle cx="96" cy="50" r="5" fill="#c2389e" />
      <path d="M78 96c8-10 36-10 44 0" stroke="#8a94a6" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="82" cy="82" r="4" fill="#8a94a6" />
      <circle cx="118" cy="82" r="4" fill="#8a94a6" />
    </svg>
  )
}
