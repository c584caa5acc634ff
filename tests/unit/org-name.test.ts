import { describe, expect, it } from 'vitest';
import { orgKey, publicIdOf } from '@/features/organisations/upkeep/keys';
import { canonicalCreditCode, creditCodeCheck, isCreditCode } from '@/text/credit-code';
import { normaliseOrgName } from '@/text/org-name';

describe('normaliseOrgName', () => {
  it('makes full- and half-width spellings one', () => {
    expect(normaliseOrgName('ＡＢＣ建设有限公司')).toBe(normaliseOrgName('ABC建设有限公司'));
    expect(normaliseOrgName('中建五局（集团）有限公司')).toBe('中建五局(集团)有限公司');
    expect(normaliseOrgName('中建五局【集团】有限公司')).toBe('中建五局(集团)有限公司');
  });

  it('drops spaces, and trailing punctuation but not a closing bracket', () => {
    expect(normaliseOrgName(' 长沙市 第一 医院 ')).toBe('长沙市第一医院');
    expect(normaliseOrgName('长沙市第一医院。')).toBe('长沙市第一医院');
    expect(normaliseOrgName('长沙市第一医院.,;')).toBe('长沙市第一医院');
    expect(normaliseOrgName('湖南建工（集团）')).toBe('湖南建工(集团)');
    expect(normaliseOrgName('湖南建工（集团））。')).toBe('湖南建工(集团)');
  });

  it('lower-cases Latin letters and keeps different names apart', () => {
    expect(normaliseOrgName('CSCEC Fifth Bureau')).toBe('cscecfifthbureau');
    expect(normaliseOrgName('长沙市第一医院')).not.toBe(normaliseOrgName('长沙市第二医院'));
  });
});

describe('GB 32100-2015 credit code', () => {
  it('accepts codes with a right check character', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(creditCodeCheck('91110000600037341')).toBe('L');
    expect(isCreditCode('91110000600037341L')).toBe(true);
  });

  it('rejects a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
  });

  it('reads a code written in lower case, full width or with spaces', () => {
    expect(canonicalCreditCode(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(canonicalCreditCode('９１３５０１００Ｍ０００１００Ｙ４３')).toBe('91350100M000100Y43');
  });
});

describe('organisation keys', () => {
  it('takes the credit code over the name', () => {
    expect(orgKey({ zh: '甲公司', en: null, code: '91350100M000100Y43' })).toBe('cc:91350100M000100Y43');
    expect(orgKey({ zh: '甲 公司。', en: null, code: null })).toBe('name:甲公司');
  });

  it('gives stable 10-character base32 ids', () => {
    const id = publicIdOf('name:甲公司');
    expect(id).toMatch(/^[a-z2-7]{10}$/);
    expect(publicIdOf('name:甲公司')).toBe(id);
    expect(publicIdOf('name:乙公司')).not.toBe(id);
  });
});
