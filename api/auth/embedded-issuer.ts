// What users of the embedded sign-in provider are keyed by (users.issuer): a fixed name, the same whatever address
// the site runs on. Its own module so readers of users need not load the provider.
export const EMBEDDED_USER_ISSUER = 'urn:women-help:embedded-sign-in';
