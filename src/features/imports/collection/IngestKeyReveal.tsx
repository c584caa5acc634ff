'use client';

import { useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useEffect, useRef, useState } from 'react';

const TEXT = {
  zh: {
    beforeCreate: '保存后，服务器生成密钥并在此显示一次。请当场复制，之后无法再次查看。',
    title: '新密钥，只显示这一次',
    warning: '请立即复制并妥善保存。服务器只保存它的哈希值，离开此页后无法再次显示。',
    usage: '调用方式：在 POST /api/ingest/projects 或 /api/ingest/tenders 请求中加上请求头',
    copy: '复制',
    copied: '已复制',
    hidden: '密钥只在创建时显示过一次，服务器只保存其哈希值。如已遗失，请新建一个密钥并吊销此密钥。',
  },
  en: {
    beforeCreate:
      'When you save, the server generates the key and shows it here once. Copy it then: it cannot be shown again.',
    title: 'New key, shown this once',
    warning:
      'Copy it now and keep it safe. The server keeps only its hash, so it cannot be shown again once you leave this page.',
    usage: 'To use it, send this header with POST /api/ingest/projects or /api/ingest/tenders',
    copy: 'Copy',
    copied: 'Copied',
    hidden:
      'The key was shown once, when it was created; the server keeps only its hash. If it is lost, create a new key and revoke this one.',
  },
};

/**
 * Keys handed over by a create's answer, until the document's own view takes them. The admin
 * moves from the create view to the document's view without a page load, so this module lives
 * on; a reload, or a second visit, finds nothing.
 */
const issued = new Map<string, string>();
const waiting = (id: number | string | undefined) => (id != null ? issued.get(String(id)) : undefined);

/** The key of a new ingest key, shown once after the create; a note before and ever after. */
export function IngestKeyReveal() {
  const { id, data } = useDocumentInfo();
  const { i18n } = useTranslation();
  const text = TEXT[i18n.language === 'en' ? 'en' : 'zh'];
  const answered =
    typeof data?.key === 'string' && data.id != null ? { id: String(data.id), key: data.key } : null;
  // Taken from `issued` as the view for a document id first renders (also when the create view
  // turns into the document's view in place); forgotten there once shown.
  const [keyFor, setKeyFor] = useState(id);
  const [key, setKey] = useState(() => waiting(id));
  if (keyFor !== id) {
    setKeyFor(id);
    setKey(waiting(id));
  }
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (answered) issued.set(answered.id, answered.key);
  }, [answered?.id, answered?.key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (id != null) issued.delete(String(id));
  }, [id]);

  const shown = key ?? answered?.key;
  if (!shown) {
    return <p style={{ margin: '0 0 1.5rem' }}>{id == null ? text.beforeCreate : text.hidden}</p>;
  }
  // The clipboard needs a secure context (https or localhost); elsewhere the key is selected to copy by hand.
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(shown).then(
      () => true,
      () => false,
    );
    if (done) setCopied(true);
    else field.current?.select();
  };
  return (
    <div role="status" data-ingest-key-reveal style={{ margin: '0 0 1.5rem' }}>
      <p style={{ fontWeight: 600, margin: '0 0 .25rem' }}>{text.title}</p>
      <p style={{ margin: '0 0 .5rem' }}>{text.warning}</p>
      <div style={{ display: 'flex', gap: '.5rem', alignItems: 'center' }}>
        <input
          ref={field}
          readOnly
          value={shown}
          aria-label={text.title}
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, fontFamily: 'monospace', padding: '.5rem', lineHeight: 1.6, height: 'auto' }}
        />
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={copy}>
          {copied ? text.copied : text.copy}
        </button>
      </div>
      <p style={{ margin: '.5rem 0 0' }}>
        {text.usage}: <code>Authorization: Bearer {shown}</code>
      </p>
    </div>
  );
}
