/**
 * What a page form's server action answers when the form was posted without JavaScript: the
 * endpoint's status, its per-field errors (localized) and, on failure, the values as sent,
 * so the page rendered in answer shows the outcome and loses nothing.
 */
export interface FormActionState {
  /** 0 before any submission without JavaScript. */
  status: number;
  /** Which of the form's buttons posted it, when it has more than one ('code': send a code). */
  intent?: string;
  msg?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export const NO_SUBMISSION: FormActionState = { status: 0, errors: {}, values: {} };

/** A page form's server action, bound to its locale (src/app/(frontend)/form-actions.ts). */
export type FormAction = (previous: FormActionState, form: FormData) => Promise<FormActionState>;
