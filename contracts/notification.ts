import { z } from "zod";

/**
 * Notification domain. Today: the contact form (SPEC §7 POST /api/notification/communications):
 * a message to support, stored and mailed to the support address, with a confirmation to the
 * sender.
 */

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** The field messages of the contact form; the app passes translated ones. */
export interface ContactMessages {
  required: string;
  email: string;
  min: (min: number) => string;
  max: (max: number) => string;
}

export const defaultContactMessages: ContactMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
  min: (min) => `Use at least ${min} characters`,
  max: (max) => `Use at most ${max} characters`,
};

function text(limits: { min: number; max: number }, messages: ContactMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .min(limits.min, messages.min(limits.min))
    .max(limits.max, messages.max(limits.max));
}

/** The contact form's fields: one schema for the form in the app and the API. */
export function createContactSchema(messages: ContactMessages = defaultContactMessages) {
  return z.object({
    name: text(CONTACT_LIMITS.name, messages),
    email: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(254, messages.max(254))
      .pipe(z.email(messages.email)),
    subject: text(CONTACT_LIMITS.subject, messages),
    message: text(CONTACT_LIMITS.message, messages),
  });
}
export type ContactForm = z.infer<ReturnType<typeof createContactSchema>>;

export const contactRequestSchema = createContactSchema().extend({
  /** The locale of the confirmation e-mail (else the `x-locale` header, else en). */
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponse = z.object({
  data: z.object({ id: z.string(), createdAt: z.string() }),
});
