import { ImportProgress as ImportProgress_db1dc971a3521b84da8e04f5c09825a2 } from '../../../features/imports/collection/ImportProgress'
import { SearchPushStatus as SearchPushStatus_f8c0edc916260c068b302701324e6148 } from '../../../features/search-push/collection/SearchPushStatus'
import { IngestKeyReveal as IngestKeyReveal_b1729c6a520ad3a481dd89f857c12fff } from '../../../features/imports/collection/IngestKeyReveal'
import { LeadListTools as LeadListTools_851e5f7faa1f7df07a5d0fd1c0c11906 } from '../../../features/leads/components/admin/LeadListTools'
import { ExportCsvLink as ExportCsvLink_27868df5e2fb323a6fef863f430207de } from '../../../features/leads/collection/ExportCsvLink'
import { AdminIcon as AdminIcon_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { AdminLogo as AdminLogo_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_aa1d76ebdac34ad7f2bedb09c0d08a52 } from '../../../app/(payload)/_admin/DashboardView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/imports/collection/ImportProgress#ImportProgress": ImportProgress_db1dc971a3521b84da8e04f5c09825a2,
  "/features/search-push/collection/SearchPushStatus#SearchPushStatus": SearchPushStatus_f8c0edc916260c068b302701324e6148,
  "/features/imports/collection/IngestKeyReveal#IngestKeyReveal": IngestKeyReveal_b1729c6a520ad3a481dd89f857c12fff,
  "/features/leads/components/admin/LeadListTools#LeadListTools": LeadListTools_851e5f7faa1f7df07a5d0fd1c0c11906,
  "/features/leads/collection/ExportCsvLink#ExportCsvLink": ExportCsvLink_27868df5e2fb323a6fef863f430207de,
  "/components/admin/AdminBrand#AdminIcon": AdminIcon_db845eae23ef682757f9df5d4893ae70,
  "/components/admin/AdminBrand#AdminLogo": AdminLogo_db845eae23ef682757f9df5d4893ae70,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/app/(payload)/_admin/DashboardView#DashboardView": DashboardView_aa1d76ebdac34ad7f2bedb09c0d08a52,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
