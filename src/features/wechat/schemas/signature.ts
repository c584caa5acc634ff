import { z } from 'zod';
import { type ValidationKey, plainString } from '@/schemas/fields';

/** Longer page URLs than this are not the site's own (its longest listing URL is far shorter). */
export const SIGNED_URL_MAX_LENGTH = 2048;

const isWebUrl = (value: string) => {
  if (!URL.canParse(value) || /\s/.test(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
};

/** The signature request: the page's own URL (location.href), checked against the site's origins by the handler. */
export const signatureBodySchema = z.object({
  url: plainString('urlRequired')
    .min(1, { error: 'urlRequired' satisfies ValidationKey })
    .max(SIGNED_URL_MAX_LENGTH, { error: 'tooLong' satisfies ValidationKey })
    .refine(isWebUrl, { error: 'urlInvalid' satisfies ValidationKey }),
});

/** What `wx.config` needs besides the API list. */
export const signatureSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});

export type ShareSignature = z.infer<typeof signatureSchema>;
