// Prints, for each category, the share of US ZIP codes with a placed listing within 25 miles (api/open-data/coverage.ts).
//   npm run coverage:directory
import { readConfig } from '../config.ts';
import { closeDb, openConfigured } from '../db/client.ts';
import { coverageByCategory, placedListings, zipCentres } from '../open-data/coverage.ts';

const db = await openConfigured(readConfig());
try {
  const zips = zipCentres();
  const listings = await placedListings(db);
  console.log(`${listings.length} placed listings; ${zips.length} ZIP codes. Share of ZIP codes with a listing within 25 miles:`);
  for (const [category, share] of [...coverageByCategory(listings, zips)].sort()) console.log(`  ${category}: ${(share * 100).toFixed(1)} %`);
} finally {
  await closeDb(db);
}
