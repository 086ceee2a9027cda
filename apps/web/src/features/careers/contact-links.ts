/** A phone number as a tel: address: its digits and a leading +, whatever spacing the company wrote. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An e-mail address as a mailto: link, or null when it does not look like one (then it is shown as text). */
export function mailtoHref(email: string): string | null {
  return /^[^@\s?&#/]+@[^@\s?&#/]+$/.test(email) ? `mailto:${email}` : null;
}
