// What the outbox tells her about forms waiting on the device or sent later (shared/outbox/notices.ts): the toasts and
// the lines where the queue was. In the shell's part: the toasts can come on any page.
export const outboxEn = {
  'outbox.what': '{kind, select, contact {Your message} newsletter {Your newsletter signup} listingSuggestion {Your suggestion of a service} other {Your report about a listing}}',
  'outbox.sentLine': '{what} was sent {when}.',
  'outbox.sentTitle': '{what} was sent',
  'outbox.sentMany': '{count, plural, one {# waiting item was sent} other {# waiting items were sent}}',
  'outbox.sentAt': 'Sent {when}.',
  'outbox.when.today': 'at {time}',
  'outbox.when.otherDay': 'on {date} at {time}',
  'outbox.confirmHint': 'Check your inbox for an email with a link to confirm your subscription.',
  'outbox.savedOffline': 'Saved on this device: it will be sent when you are back online',
  'outbox.noConnection': 'No connection',
  'outbox.tried': 'tried {count, plural, one {# time} other {# times}}',
  'outbox.triedBecause': '{tried} ({reason})',
  'outbox.stuck.refused': 'Not sent yet: the server did not accept it ({tried}). It will be tried again.',
  'outbox.stuck.offline': 'Not sent yet: the server could not be reached ({tried}). It will be tried again when you are back online.',
};
