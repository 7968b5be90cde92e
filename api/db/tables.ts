// The tables the repositories use, for the database this process runs on (issue 38): SQLite's (schema.ts) or
// PostgreSQL's (schema-pg.ts, generated from it), chosen once by DATABASE_URL. Both have the same names, columns and
// JavaScript values (dates, booleans, lists), so one set of repository functions serves both; they are typed as the
// SQLite ones. Code that must differ by database asks isPostgres(db) (client.ts).
import { databaseDialect } from '../config.ts';
import * as pgSchema from './schema-pg.ts';
import * as sqliteSchema from './schema.ts';

export const DIALECT = databaseDialect();

const chosen = (DIALECT === 'postgresql' ? pgSchema : sqliteSchema) as unknown as typeof sqliteSchema;

export const { users, endedSessions, sessions, articles, resources, newsletterSubscriptions, donations, orders, orderLines, stripeEvents, adminUsers, contactMessages, listingReports, listingSuggestions, idempotencyKeys, outboundMail, newsItems, newsFeeds, directoryEntries, userSavedResources, userReminders, userPreferences, idpAccounts, idpStore, appSecrets, auditLog, usageCounts, pendingSignIns } = chosen;
