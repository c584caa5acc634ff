import type { Field } from 'payload';
import { industryOptions, label, provinceOptions } from '@/collections/fields';
import { leadCollection } from './lead-collection';

/** The first fields of both forms: who sent it. */
const whoSent: Field[] = [
  { name: 'companyName', type: 'text', required: true, label: label('单位名称', 'Company') },
  { name: 'contacts', type: 'text', required: true, label: label('联系人', 'Contact') },
];

/** Feedback leads: the feedback form (product §3, §5). */
export const FeedbackLeads = leadCollection({
  kind: 'feedback',
  singular: label('意见反馈', 'Feedback'),
  plural: label('意见反馈', 'Feedback'),
  useAsTitle: 'companyName',
  fields: [
    ...whoSent,
    { name: 'contactNumber', type: 'text', required: true, label: label('联系电话', 'Phone') },
    { name: 'email', type: 'text', required: true, label: label('邮箱', 'E-mail') },
    { name: 'problem', type: 'textarea', label: label('问题描述', 'Problem') },
    { name: 'suggestion', type: 'textarea', label: label('建议', 'Suggestion') },
  ],
});

/** Trial leads: the free-trial applications (the spec's apply-record/register). */
export const TrialLeads = leadCollection({
  kind: 'trial',
  singular: label('试用申请', 'Trial application'),
  plural: label('试用申请', 'Trial applications'),
  useAsTitle: 'companyName',
  fields: [
    ...whoSent,
    { name: 'phone', type: 'text', required: true, index: true, label: label('手机号', 'Mobile') },
    { name: 'email', type: 'text', label: label('邮箱', 'E-mail') },
    // Optional choices of the trial form; a lead without a province falls to the default rule.
    { name: 'province', type: 'select', options: provinceOptions, label: label('省份', 'Province') },
    { name: 'industry', type: 'select', options: industryOptions, label: label('行业', 'Industry') },
  ],
});
