export interface FacetLogoProps {
  /** Edge length in px. */
  size?: number;
}

/** The Facet mark: an isometric cube whose three faces take the current colour at three strengths. */
export function FacetLogo({ size = 24 }: FacetLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5 20.5 7.25 12 12 3.5 7.25Z" fill="currentColor" />
      <path d="M3.5 7.25 12 12v9.5l-8.5-4.75Z" fill="currentColor" opacity="0.62" />
      <path d="M20.5 7.25 12 12v9.5l8.5-4.75Z" fill="currentColor" opacity="0.36" />
    </svg>
  );
}
