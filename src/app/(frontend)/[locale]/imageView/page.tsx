import { notFound } from 'next/navigation';
import { CERTIFICATES, type CertificateType } from '@/catalog';
import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, queryValue, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('imageView');

export default async function ImageViewPage(props: RouteProps) {
  const { searchParams } = await prepareRoute('/imageView', props);
  const type = queryValue(searchParams, 'type') ?? CERTIFICATES[0];
  if (!CERTIFICATES.includes(type as CertificateType)) notFound();
  return <PageFrame routeKey="imageView" />;
}
