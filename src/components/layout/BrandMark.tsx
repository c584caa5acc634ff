import { cache } from 'react';

/**
 * The site's mark: stacked blocks rising like a building and a bar chart. One element per request,
 * so the RSC payload sends the header's and the footer's copy once; each sizes it through its parent.
 */
export const BrandMark = cache(() => (
  <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
    <rect width="40" height="40" rx="10" fill="#1666d8" />
    <rect x="9" y="21" width="6" height="10" rx="1.5" fill="#fff" opacity="0.7" />
    <rect x="17" y="15" width="6" height="16" rx="1.5" fill="#fff" opacity="0.85" />
    <rect x="25" y="9" width="6" height="22" rx="1.5" fill="#fff" />
  </svg>
));
