import { ImportProgress as ImportProgress_1705ff2e1aa485f5ecf8caabbffc7998 } from '../../../collections/components/ImportProgress'
import { SearchPushStatus as SearchPushStatus_95824bb4a47876b7e3b9ea24294634e4 } from '../../../collections/components/SearchPushStatus'
import { IngestKeyReveal as IngestKeyReveal_ea5094b5bdd969d76c5507689841ae98 } from '../../../collections/components/IngestKeyReveal'
import { LeadListTools as LeadListTools_851e5f7faa1f7df07a5d0fd1c0c11906 } from '../../../features/leads/components/admin/LeadListTools'
import { ExportCsvLink as ExportCsvLink_c2233e0f1c13c0e9575ca4b6ee49ffdd } from '../../../collections/components/ExportCsvLink'
import { AdminIcon as AdminIcon_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { AdminLogo as AdminLogo_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_aa1d76ebdac34ad7f2bedb09c0d08a52 } from '../../../app/(payload)/_admin/DashboardView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/components/ImportProgress#ImportProgress": ImportProgress_1705ff2e1aa485f5ecf8caabbffc7998,
  "/collections/components/SearchPushStatus#SearchPushStatus": SearchPushStatus_95824bb4a47876b7e3b9ea24294634e4,
  "/collections/components/IngestKeyReveal#IngestKeyReveal": IngestKeyReveal_ea5094b5bdd969d76c5507689841ae98,
  "/features/leads/components/admin/LeadListTools#LeadListTools": LeadListTools_851e5f7faa1f7df07a5d0fd1c0c11906,
  "/collections/components/ExportCsvLink#ExportCsvLink": ExportCsvLink_c2233e0f1c13c0e9575ca4b6ee49ffdd,
  "/components/admin/AdminBrand#AdminIcon": AdminIcon_db845eae23ef682757f9df5d4893ae70,
  "/components/admin/AdminBrand#AdminLogo": AdminLogo_db845eae23ef682757f9df5d4893ae70,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/app/(payload)/_admin/DashboardView#DashboardView": DashboardView_aa1d76ebdac34ad7f2bedb09c0d08a52,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
