// The three built-in directories as collections: their names on the wire, their data files, and the sync contract.
import { z } from 'zod';
import { businessOwnerSchema, fundingSourceSchema, organizationSchema } from './schemas.ts';

export const DIRECTORY_COLLECTIONS = {
  organizations: { file: 'organizations.json', key: 'organizations', schema: organizationSchema },
  'funding-sources': { file: 'funding-sources.json', key: 'fundingSources', schema: fundingSourceSchema },
  'business-owners': { file: 'business-owners.json', key: 'businessOwners', schema: businessOwnerSchema },
} as const;
export type DirectoryCollection = keyof typeof DIRECTORY_COLLECTIONS;
export const DIRECTORY_COLLECTION_NAMES = Object.keys(DIRECTORY_COLLECTIONS) as DirectoryCollection[];

export function isDirectoryCollection(name: string): name is DirectoryCollection {
  return Object.hasOwn(DIRECTORY_COLLECTIONS, name);
}

/** Incremental sync of a directory, as for resources: changes after the cursor, deletions as ids. */
export const directoryChangesSchema = <T extends z.ZodType>(entry: T) =>
  z.object({ changes: z.array(entry), deleted: z.array(z.string()), cursor: z.string(), reset: z.boolean() });

/** GET /api/directories/{collection}: the whole list of one collection. */
export const directoryListSchema = z.union([z.array(organizationSchema), z.array(fundingSourceSchema), z.array(businessOwnerSchema)]);
/** GET /api/directories/{collection}/changes: the change feed of one collection. */
export const anyDirectoryChangesSchema = z.union([directoryChangesSchema(organizationSchema), directoryChangesSchema(fundingSourceSchema), directoryChangesSchema(businessOwnerSchema)]);
