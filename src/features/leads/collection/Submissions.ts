import { industryOptions, label, provinceOptions } from '@/collections/fields';
import { recordsCollection } from './lead-collection';

/** Feedback form records (product §3, §5). */
export const Feedback = recordsCollection({
  slug: 'feedback',
  singular: label('意见反馈', 'Feedback'),
  plural: label('意见反馈', 'Feedback'),
  useAsTitle: 'companyName',
  lead: 'feedback',
  fields: [
    { name: 'companyName', type: 'text', required: true, label: label('单位名称', 'Company') },
    { name: 'contacts', type: 'text', required: true, label: label('联系人', 'Contact') },
    { name: 'contactNumber', type: 'text', required: true, label: label('联系电话', 'Phone') },
    { name: 'email', type: 'text', required: true, label: label('邮箱', 'E-mail') },
    { name: 'problem', type: 'textarea', label: label('问题描述', 'Problem') },
    { name: 'suggestion', type: 'textarea', label: label('建议', 'Suggestion') },
  ],
});

/** Free-trial applications (apply-record/register). */
export const ApplyRecords = recordsCollection({
  slug: 'apply-records',
  singular: label('试用申请', 'Trial application'),
  plural: label('试用申请', 'Trial applications'),
  useAsTitle: 'companyName',
  lead: 'applyRecord',
  fields: [
    { name: 'companyName', type: 'text', required: true, label: label('单位名称', 'Company') },
    { name: 'contacts', type: 'text', required: true, label: label('联系人', 'Contact') },
    { name: 'phone', type: 'text', required: true, index: true, label: label('手机号', 'Mobile') },
    { name: 'email', type: 'text', label: label('邮箱', 'E-mail') },
    // Optional choices of the trial form; a lead without a province falls to the default rule.
    { name: 'province', type: 'select', options: provinceOptions, label: label('省份', 'Province') },
    { name: 'industry', type: 'select', options: industryOptions, label: label('行业', 'Industry') },
  ],
});
