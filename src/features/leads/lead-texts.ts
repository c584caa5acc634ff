import enLeads from '../../../messages/en/leads.json';
import zhLeads from '../../../messages/zh/leads.json';
import { localeTranslators } from '@/i18n/translators';

/** The lead texts outside next-intl's request config: notifications, the admin dashboard and lists. */
export const LEAD_TEXTS = localeTranslators({ zh: { leads: zhLeads }, en: { leads: enLeads } });
