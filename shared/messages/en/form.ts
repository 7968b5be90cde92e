// The validation messages a person sees, of the shared schemas (shared/schemas/*): the schemas hold these ids as their
// messages, the app shows them with web/i18n/issue-text.ts and the API answers them in the request's language. In the
// shell's part (forms are on many pages), so kept short and few; the contract's messages for developers stay English.
export const formEn = {
  'form.missingFields': 'Please fill in all required fields.',
  'form.maxChars': 'Use at most {max} characters.',
  'form.email': 'Enter an email address like name@example.org.',
  'form.emailRequired': 'Please enter your email address.',
  'form.phone': 'Use digits, spaces and dashes only.',
  'form.listing.which': 'Say which listing this is about.',
  'form.listing.problem': 'Choose what is wrong.',
  'form.listing.descriptionEsMax': 'Keep the description in Spanish to {max} characters or fewer.',
  'form.account.confirmDelete': 'To delete your account, confirm that you want to delete it.',
  'form.reminder.title': 'Give the reminder a title.',
  'form.reminder.titleMax': 'Keep the title under 200 characters.',
  'form.reminder.notesMax': 'Keep the notes under 1,000 characters.',
};
