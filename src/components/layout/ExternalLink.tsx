import type React from 'react';

/** A link to an external page, opened in a new window and announced as such to screen readers. */
export function ExternalLink({
  href,
  newWindowHint,
  className,
  children,
  onClick,
}: {
  href: string;
  newWindowHint: string;
  className?: string;
  children: React.ReactNode;
  onClick?: () => void;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <span className="visually-hidden"> {newWindowHint}</span>
    </a>
  );
}
