'use client';

/**
 * Last resort when the error page or the root layout itself fails (product §8). No intl context
 * exists here, so the locale is read from the path.
 */
export default function GlobalError() {
  const en = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  return (
    <html lang={en ? 'en' : 'zh-CN'}>
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '96px 16px' }}>
        <main>
          <h1>{en ? 'An error occurred while showing the error page' : '显示错误页面时发生错误'}</h1>
          {/* A plain anchor: client navigation may be what failed. */}
          <a href={en ? '/en' : '/'}>{en ? 'Go back to home' : '回到首页'}</a>
        </main>
      </body>
    </html>
  );
}
