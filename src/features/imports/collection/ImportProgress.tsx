'use client';

import { useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

interface ImportDoc {
  status?: 'queued' | 'running' | 'done' | 'failed';
  rows?: number;
  inserted?: number;
  updated?: number;
  unchanged?: number;
  withdrawn?: number;
  rejected?: number;
  error?: string | null;
}

const TEXT = {
  zh: {
    queued: '排队中，稍后开始导入…',
    running: '导入中…',
    done: '导入完成',
    failed: '导入失败',
    counts: (d: ImportDoc) =>
      `已读 ${d.rows ?? 0} 行：新增 ${d.inserted ?? 0}，更新 ${d.updated ?? 0}，未变 ${d.unchanged ?? 0}，撤回 ${d.withdrawn ?? 0}，拒绝 ${d.rejected ?? 0}`,
    report: '下载拒绝报告（CSV）',
  },
  en: {
    queued: 'Queued; the import starts shortly…',
    running: 'Importing…',
    done: 'Import finished',
    failed: 'Import failed',
    counts: (d: ImportDoc) =>
      `${d.rows ?? 0} lines read: ${d.inserted ?? 0} inserted, ${d.updated ?? 0} updated, ${d.unchanged ?? 0} unchanged, ${d.withdrawn ?? 0} withdrawn, ${d.rejected ?? 0} rejected`,
    report: 'Download the rejection report (CSV)',
  },
};

/**
 * The progress and outcome of an upload in the Imports collection, refreshed every 2 s while its
 * background job runs, with the rejection report's download link once it is done.
 */
export function ImportProgress() {
  const { id } = useDocumentInfo();
  const { i18n } = useTranslation();
  const text = TEXT[i18n.language === 'en' ? 'en' : 'zh'];
  const [doc, setDoc] = useState<ImportDoc | null>(null);

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const res = await fetch(`/api/imports/${id}?depth=0`, { credentials: 'include' }).catch(() => null);
      const next = res?.ok ? ((await res.json()) as ImportDoc) : null;
      if (stopped) return;
      if (next) setDoc(next);
      if (!next || next.status === 'queued' || next.status === 'running') timer = setTimeout(poll, 2_000);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);

  if (!id || !doc?.status) return null;
  return (
    <div role="status" aria-live="polite" data-import-status={doc.status} style={{ margin: '0 0 1.5rem' }}>
      <p style={{ fontWeight: 600, margin: '0 0 .25rem' }}>{text[doc.status]}</p>
      <p style={{ margin: 0 }}>{text.counts(doc)}</p>
      {doc.status === 'failed' && doc.error ? <p style={{ margin: '.25rem 0 0' }}>{doc.error}</p> : null}
      {doc.status === 'done' && (doc.rejected ?? 0) > 0 ? (
        <p style={{ margin: '.5rem 0 0' }}>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={`/api/imports/${id}/report.csv`}
            download
          >
            {text.report}
          </a>
        </p>
      ) : null}
    </div>
  );
}
