/**
 * The portal's logo: an open book on the brand colour, drawn inline so the header needs no
 * request for it. The home link beside it carries the name, so the mark itself is decoration.
 * index.html's favicon is the same drawing.
 */
export function BrandMark({ color, size = 28 }: { color: string; size?: number }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 28 28"
      style={{ flex: 'none', display: 'block' }}
    >
      <rect width="28" height="28" rx="7" fill={color} />
      <path
        d="M6 9c3-1.2 5.6-1 8 .8 2.4-1.8 5-2 8-.8v11c-3-1.2-5.6-1-8 .8-2.4-1.8-5-2-8-.8z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M14 9.8v11" stroke="#fff" strokeWidth="1.8" />
    </svg>
  );
}
