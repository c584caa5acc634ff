import { organisationRoutePage } from '@/components/pages/organisations/OrganisationPage';
import { noStaticParams } from '@/routing/page-route';
import { organisationMetadata } from '@/seo/organisation-page';
import { getOrganisationPage } from '@/server/organisations/page';

export const generateStaticParams = noStaticParams;
export const generateMetadata = organisationMetadata;

/** An organisation's own page (`/connections/detail?id=<id>`), read through its cached, tagged read. */
export default organisationRoutePage(getOrganisationPage);
