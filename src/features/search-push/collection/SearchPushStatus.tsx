import type { I18nClient } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { getConfig } from '@/config/env';
import { chinaDay } from '@/text/china-time';
import { PUSH_ENGINES, type PushEngine } from './SearchPush';

interface Props {
  payload: Payload;
  i18n?: I18nClient;
}

const TEXT = {
  zh: {
    title: '搜索引擎推送',
    colon: '：',
    separator: '；',
    engine: { baidu: '百度普通收录', indexnow: 'IndexNow' },
    off: '未设置令牌，不推送',
    pushed: '今日已推送',
    waiting: '等待推送',
    lastError: '最近错误',
    none: '无',
  },
  en: {
    title: 'Search engine push',
    colon: ': ',
    separator: '; ',
    engine: { baidu: 'Baidu URL submission', indexnow: 'IndexNow' },
    off: 'No token set: nothing is pushed',
    pushed: 'Pushed today',
    waiting: 'Waiting',
    lastError: 'Last error',
    none: 'none',
  },
};

/**
 * Above the imports list: per engine, the URLs pushed today (China time), those waiting, and the
 * last error with its time (docs/seo.md, 'Push on publish'). A server component: it reads the two
 * small push tables through the Local API when the list renders.
 */
export async function SearchPushStatus({ payload, i18n }: Props) {
  const english = i18n?.language === 'en';
  const text = TEXT[english ? 'en' : 'zh'];
  const config = getConfig();
  const enabled: Record<PushEngine, boolean> = {
    baidu: !!config.BAIDU_PUSH_TOKEN,
    indexnow: !!config.INDEXNOW_KEY,
  };
  const today = chinaDay(new Date().getTime());
  const { docs } = await payload.find({
    collection: 'search-push-status',
    depth: 0,
    limit: 10,
    pagination: false,
  });
  const rows = await Promise.all(
    PUSH_ENGINES.map(async (engine) => {
      const status = docs.find((d) => d.engine === engine);
      const { totalDocs } = await payload.count({
        collection: 'search-push-queue',
        where: { engine: { equals: engine } },
      });
      return {
        engine,
        pushed: status?.day === today ? status.pushedToday : 0,
        waiting: totalDocs,
        error: status?.lastError
          ? `${status.lastError} (${new Date(status.lastErrorAt ?? '').toLocaleString(english ? 'en-GB' : 'zh-CN', { timeZone: 'Asia/Shanghai' })})`
          : text.none,
      };
    }),
  );
  // A list, not a table: the imports list below is the page's one table.
  return (
    <section aria-labelledby="search-push-title" style={{ margin: '0 0 1.5rem' }} data-search-push>
      <h2 id="search-push-title" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        {text.title}
      </h2>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {rows.map((row) => (
          <li key={row.engine} data-engine={row.engine}>
            <strong>{text.engine[row.engine]}</strong>
            {text.colon}
            {enabled[row.engine] ? (
              <>
                {text.pushed} <span data-pushed>{row.pushed}</span>
                {text.separator}
                {text.waiting} <span data-waiting>{row.waiting}</span>
                {text.separator}
                {text.lastError} <span data-error>{row.error}</span>
              </>
            ) : (
              text.off
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
