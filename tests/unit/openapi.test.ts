import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiText } from '@/api/openapi';
import { WECHAT_SIGNATURE_PATH } from '@/catalog/api-paths';

describe('docs/openapi.json', () => {
  const generated = openApiText();

  it('matches the code (run `npm run openapi` after changing an endpoint or schema)', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8');
    expect(committed).toBe(generated);
  });

  it('documents the 15 endpoints of SPEC §7 and the WeChat signature as POST operations with request and error schemas', () => {
    const doc = JSON.parse(generated) as {
      openapi: string;
      paths: Record<string, { post: { requestBody: unknown; responses: Record<string, unknown> } }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths).filter((p) => p !== WECHAT_SIGNATURE_PATH);
    expect(paths).toHaveLength(15);
    expect(paths.every((p) => /^\/business-center-app-zxw(-member)?\//.test(p))).toBe(true);
    expect(Object.keys(doc.paths[WECHAT_SIGNATURE_PATH].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '429']),
    );
    const feedback = doc.paths['/business-center-app-zxw-member/zxwMemberFeedBack/save'].post;
    expect(JSON.stringify(feedback.requestBody)).toContain('^1[3-9][0-9]{9}$');
    expect(Object.keys(feedback.responses)).toEqual(
      expect.arrayContaining(['200', '400', '405', '413', '429']),
    );
  });
});
