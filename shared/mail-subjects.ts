// What an inbox list shows of our emails: the subject lines and the sender's name. Someone who watches her inbox must
// learn nothing from them, so they say what the email is (a receipt, a confirmation) and never what the site is about.

/**
 * Every subject line the server sends to a visitor, in English. Staff notifications go to the staff address and may
 * say more. The newsletter's and the contact copy's are also in the catalogue (`mail.subject.*`), in her language.
 */
export const MAIL_SUBJECTS = {
  newsletterConfirm: 'Please confirm your email address',
  contactCopy: 'A copy of your message',
  donationReceipt: 'Your receipt',
  orderConfirmation: 'Your order confirmation',
} as const;

/** Words that would tell an onlooker what the site is about, in a subject or a sender's name. */
const TELLING_WORDS =
  /\b(abus\w*|violen\w*|assault\w*|domestic|batter\w*|shelters?|rape|trafficking|stalk\w*|survivors?|victims?|crisis|escape|safe ?house|dv|maltrat\w*|agresi\w*|violaci\w*|refugios?|albergues?|trata|acoso|sobrevivientes?|v[ií]ctimas?|dom[eé]stica|escap\w*|huir)\b/i;

/** True when the text would show an onlooker what the email is about (see TELLING_WORDS). */
export function isTelling(text: string): boolean {
  return TELLING_WORDS.test(text);
}
