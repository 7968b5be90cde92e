// What the server stored, read from its SQLite file: for tests that check a form arrived exactly once.
import { openDb } from '../../api/db/client.ts';

/** The subjects of the contact messages stored, oldest first. */
export function storedSubjects(dbPath: string): string[] {
  const db = openDb(dbPath);
  try {
    return (db.$client.prepare('SELECT subject FROM contact_messages ORDER BY created_at').all() as { subject: string }[]).map((r) => r.subject);
  } finally {
    db.$client.close();
  }
}

/** Each stored contact message's subject and the language it was written in, oldest first. */
export function storedLanguages(dbPath: string): { subject: string; language: string }[] {
  const db = openDb(dbPath);
  try {
    return db.$client.prepare('SELECT subject, language FROM contact_messages ORDER BY created_at').all() as { subject: string; language: string }[];
  } finally {
    db.$client.close();
  }
}
