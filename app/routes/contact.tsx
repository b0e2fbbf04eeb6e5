import { ContactPage } from "../features/notification/contact-page.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** /contact: the contact form (POST /api/notification/communications). */
export const handle: ContentHandle = { content: ["help"] };

export default function ContactRoute() {
  return <ContactPage />;
}
