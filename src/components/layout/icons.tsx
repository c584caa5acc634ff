import type React from 'react';

/** Decorative line icons of the chrome; each is hidden from assistive technology. */
function Icon({
  size,
  box,
  className,
  children,
}: {
  size: number;
  box: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      {...(className ? { className } : {})}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

type Shape = { box: number; size: number; d: string; filled?: boolean };

const SHAPES = {
  chevron: { box: 12, size: 12, d: 'M2.5 4.5 6 8l3.5-3.5' },
  arrow: { box: 16, size: 16, d: 'M3 8h9M8.5 4.5 12 8l-3.5 3.5' },
  external: { box: 16, size: 16, d: 'M9 3h4v4M13 3 7.5 8.5M12 9.5V13H3V4h3.5' },
  phone: {
    box: 20,
    size: 16,
    filled: true,
    d: 'M5.6 2.5c.4-.1.9.1 1.1.5l1.4 3c.2.4.1.9-.2 1.2L6.6 8.4a10.6 10.6 0 0 0 5 5l1.2-1.3c.3-.3.8-.4 1.2-.2l3 1.4c.4.2.6.7.5 1.1l-.6 2.5c-.1.5-.5.8-1 .8A14.3 14.3 0 0 1 2.3 4c0-.5.3-.9.8-1l2.5-.5Z',
  },
  police: {
    box: 16,
    size: 14,
    filled: true,
    d: 'M8 1 2.5 3v4.2c0 3.4 2.3 6.4 5.5 7.8 3.2-1.4 5.5-4.4 5.5-7.8V3L8 1Zm0 3 1 2.1 2.3.3-1.7 1.6.4 2.3L8 9.2l-2 1.1.4-2.3-1.7-1.6 2.3-.3L8 4Z',
  },
  chat: { box: 24, size: 22, d: 'M4 5h16v11H9l-5 4V5ZM8 10h.01M12 10h.01M16 10h.01' },
  gift: {
    box: 24,
    size: 22,
    d: 'M4 8h16v12H4zM12 8v12M3 5h18v3H3zM12 5c-1-2-4-3-5-1s2 1 5 1c3 0 6 1 5-1s-4-1-5 1',
  },
  qr: {
    box: 24,
    size: 22,
    d: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  },
  top: { box: 24, size: 22, d: 'M5 4h14M12 20V9M7 13l5-5 5 5' },
} satisfies Record<string, Shape>;

type IconName = keyof typeof SHAPES;

export function ChromeIcon({ name, className }: { name: IconName; className?: string }) {
  const shape: Shape = SHAPES[name];
  return (
    <Icon size={shape.size} box={shape.box} className={className}>
      {shape.filled ? <path fill="currentColor" d={shape.d} /> : <path className="line-icon" d={shape.d} />}
    </Icon>
  );
}
