import type { Locale } from '@/i18n/routing';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import { type LeadSource, channelName } from './lead-source';

/**
 * A lead's source as one short line for the chat and e-mail notifications: channel, search
 * words, campaign, landing page, paid click, pages seen. Plain text: each channel escapes it as
 * it escapes the visitor's other fields. Null when nothing was recorded.
 */
export function sourceSummary(source: Partial<LeadSource> | null | undefined, locale: Locale): string | null {
  if (!source) return null;
  const t = LEAD_TEXTS[locale];
  const parts: string[] = [];
  if (source.engine) parts.push(channelName(source.engine, locale, source.referrer));
  if (source.words) parts.push(t('leads.source.words', { words: source.words }));
  if (source.utmCampaign) parts.push(t('leads.source.campaign', { campaign: source.utmCampaign }));
  if (source.landing) parts.push(t('leads.source.landing', { landing: source.landing }));
  if (source.clickNetwork)
    parts.push(t('leads.source.click', { network: channelName(source.clickNetwork, locale) }));
  if (typeof source.pagesSeen === 'number') parts.push(t('leads.source.pages', { count: source.pagesSeen }));
  return parts.length ? parts.join(' · ') : null;
}
