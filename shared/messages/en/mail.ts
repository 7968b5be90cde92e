// The emails a visitor gets, in the language she used on the site (stored with her sign-up or message). Subject lines
// must tell an onlooker nothing (shared/mail-subjects.ts checks both languages). In the `server` part of the catalogue.
export const mailEn = {
  'mail.subject.newsletterConfirm': 'Please confirm your email address',
  'mail.subject.contactCopy': 'A copy of your message',
  'mail.newsletter.intro': 'Someone, hopefully you, asked for email updates from {site} at this address.',
  'mail.newsletter.open': 'To confirm, open this link within {hours} hours and press the button on the page:',
  'mail.newsletter.topics': 'Topics chosen:',
  'mail.newsletter.general': 'Topics chosen: our general updates.',
  'mail.newsletter.notYou': 'If you did not ask for this, ignore this email: nothing more is sent unless the link is opened.',
  'mail.newsletter.never': 'To make sure this address is never signed up again, open this link: {link}',
  'mail.contactCopy.thanks': 'Thank you for writing to {site}. We respond within 24-48 hours.',
  'mail.contactCopy.subject': 'Subject: {subject}',
  'mail.contactCopy.message': 'Your message:',
};
