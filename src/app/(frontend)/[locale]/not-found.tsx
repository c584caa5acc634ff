import { NotFoundMessage } from '@/components/frame/NotFoundView';

/**
 * The 404 of a page that calls notFound() after a lookup (a testimonial that does not exist);
 * Next renders it in the browser. Kept small, without the header: Next embeds this component
 * in every page's payload. Unknown paths and invalid queries get the full, server-rendered
 * 404 page of `[...rest]` instead.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundMessage />
    </main>
  );
}
