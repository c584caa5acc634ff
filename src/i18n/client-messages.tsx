import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type React from 'react';

type Tree = { [key: string]: string | Tree };

/**
 * The messages under the given namespaces (`errors`, `home.cases`), nested as in the catalogue.
 * Client components get only these, so a page does not ship every string of the site.
 */
export function pickMessages(messages: Record<string, unknown>, namespaces: readonly string[]): Tree {
  const picked: Tree = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: unknown = messages;
    for (const key of path) source = (source as Tree | undefined)?.[key];
    if (source === undefined) throw new Error(`Unknown message namespace ${namespace}`);
    let target = picked;
    path.slice(0, -1).forEach((key) => (target = (target[key] ??= {}) as Tree));
    target[path[path.length - 1]] = source as Tree;
  }
  return picked;
}

/** Provides the listed namespaces to the client components below it. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
