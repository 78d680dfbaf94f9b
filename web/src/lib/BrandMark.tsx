/** The paw mark beside the product name. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <g fill="#fff">
        <ellipse cx="16" cy="20" rx="6" ry="5" />
        <circle cx="9" cy="13" r="2.6" />
        <circle cx="13.5" cy="9" r="2.6" />
        <circle cx="18.5" cy="9" r="2.6" />
        <circle cx="23" cy="13" r="2.6" />
      </g>
    </svg>
  );
}
