/**
 * The channels a lead notification goes out on (docs/backend.md, 'Lead notifications'), in the
 * order a notification's deliveries are created. The deliveries' select, the sender and the
 * configuration switches are keyed by this list.
 */
export const LEAD_CHANNELS = ['email', 'wecom', 'dingtalk', 'feishu', 'webhook'] as const;

export type LeadChannel = (typeof LEAD_CHANNELS)[number];
