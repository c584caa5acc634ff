import type { CollectionConfig } from 'payload';
import { isOperator, nobody } from '@/collections/access';
import { type Label, label } from '@/collections/fields';
import { LEAD_CHANNELS, type LeadChannel } from '@/features/leads/lead-channels';

const CHANNEL_LABELS: Record<LeadChannel, Label> = {
  email: label('邮件', 'E-mail'),
  wecom: label('企业微信', 'WeCom'),
  dingtalk: label('钉钉', 'DingTalk'),
  feishu: label('飞书', 'Feishu'),
  webhook: label('Webhook', 'Webhook'),
};

/**
 * One notification on one channel (docs/backend.md, 'Lead notifications'): of a lead, or of the
 * stale-data state and its recovery. Written by src/features/leads/server/delivery/ only; operators read it on the lead.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: {
    singular: label('通知送达', 'Notification delivery'),
    plural: label('通知送达', 'Notification deliveries'),
  },
  admin: {
    group: label('访客提交', 'Submissions'),
    defaultColumns: ['kind', 'channel', 'state', 'attempts', 'reason', 'sentAt'],
  },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'feedback', label: label('意见反馈', 'Feedback') },
        { value: 'trial', label: label('试用申请', 'Trial application') },
        { value: 'stale', label: label('数据停更', 'Stale data') },
        { value: 'recovered', label: label('数据恢复', 'Data flowing again') },
      ],
      label: label('类型', 'Kind'),
    },
    {
      name: 'feedback',
      type: 'relationship',
      relationTo: 'feedback',
      index: true,
      label: label('反馈', 'Feedback'),
    },
    {
      name: 'applyRecord',
      type: 'relationship',
      relationTo: 'apply-records',
      index: true,
      label: label('试用申请', 'Trial application'),
    },
    {
      name: 'channel',
      type: 'select',
      required: true,
      options: LEAD_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
      label: label('渠道', 'Channel'),
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'queued',
      options: [
        { value: 'queued', label: label('排队', 'Queued') },
        { value: 'sending', label: label('发送中', 'Sending') },
        { value: 'waiting', label: label('限流等待', 'Waiting for the rate limit') },
        { value: 'retrying', label: label('重试中', 'Retrying') },
        { value: 'sent', label: label('已送达', 'Sent') },
        { value: 'failed', label: label('失败', 'Failed') },
      ],
      label: label('状态', 'State'),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: label('失败次数', 'Failed attempts') },
    { name: 'reason', type: 'text', label: label('原因', 'Reason') },
    { name: 'nextAttemptAt', type: 'date', label: label('下次尝试', 'Next attempt') },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    { name: 'sentAt', type: 'date', index: true, label: label('送达时间', 'Sent at') },
    {
      // The message it went out in: several share one when the surplus went as a summary.
      name: 'messageId',
      type: 'text',
      index: true,
      label: label('消息编号', 'Message id'),
    },
    { name: 'jobId', type: 'number', admin: { hidden: true } },
  ].map((f) => ({ ...f, admin: { readOnly: true, ...f.admin } })) as CollectionConfig['fields'],
};
