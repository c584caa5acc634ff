import { notFound } from 'next/navigation';

/** Anything under a locale that no route matches is a localized 404. */
export default function CatchAll() {
  notFound();
}
