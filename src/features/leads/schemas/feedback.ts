import { z } from 'zod';
import { emailAddress, honeypot, mobilePhone, optionalText, requiredText } from '@/schemas/fields';

/**
 * The feedback form (product §5), shared by the form (client, on blur) and the save endpoint.
 * Messages are keys of the `validation` messages, translated where they are shown.
 */
export const feedbackSchema = z.object({
  companyName: requiredText('companyNameRequired'),
  contactNumber: mobilePhone('contactNumberRequired', 'contactNumberFormat'),
  contacts: requiredText('contactsRequired', 50),
  email: emailAddress('emailRequired'),
  problem: optionalText(),
  suggestion: optionalText(),
  website: honeypot(),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
