import type { AdminViewServerProps } from 'payload';
import { Dashboard } from '@/features/leads/components/admin/Dashboard';
import { dashboardFigures } from '@/features/leads/server/delivery/dashboard';

/**
 * The admin's first page (payload.config.ts, `admin.components.views.dashboard`), in place of
 * Payload's list of collections: server-rendered from the cached figures, in the admin's language.
 */
export async function DashboardView({ initPageResult }: AdminViewServerProps) {
  const { payload, i18n } = initPageResult.req;
  const data = await dashboardFigures(payload);
  return <Dashboard data={data} locale={i18n.language === 'en' ? 'en' : 'zh'} />;
}
