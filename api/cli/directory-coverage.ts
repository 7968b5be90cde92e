// Prints, for each category, the share of US ZIP codes with a placed listing within 25 miles (api/open-data/coverage.ts).
//   npm run coverage:directory
import { readConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { coverageByCategory, placedListings, zipCentres } from '../open-data/coverage.ts';

const db = openDb(readConfig().DATABASE_PATH);
try {
  const zips = zipCentres();
  const listings = await placedListings(db);
  console.log(`${listings.length} placed listings; ${zips.length} ZIP codes. Share of ZIP codes with a listing within 25 miles:`);
  for (const [category, share] of [...coverageByCategory(listings, zips)].sort()) console.log(`  ${category}: ${(share * 100).toFixed(1)} %`);
} finally {
  db.$client.close();
}
