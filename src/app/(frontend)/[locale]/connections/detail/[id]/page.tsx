import { organisationRoutePage } from '@/features/organisations/components/OrganisationPage';
import { noStaticParams } from '@/routing/page-route';
import { organisationMetadata } from '@/features/organisations/seo/organisation-page';
import { getOrganisationPage } from '@/features/organisations/server/page';

export const generateStaticParams = noStaticParams;
export const generateMetadata = organisationMetadata;

/** An organisation's own page (`/connections/detail?id=<id>`), read through its cached, tagged read. */
export default organisationRoutePage(getOrganisationPage);
