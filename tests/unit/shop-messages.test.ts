// The shop's products are data (data/products.json), their descriptions and colours our words: each has its message,
// so a Spanish page never shows one in English.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueSchema } from '../../shared/payments/schemas.ts';
import { en } from '../../shared/messages/en.ts';

const products = catalogueSchema.parse(JSON.parse(readFileSync(new URL('../../data/products.json', import.meta.url), 'utf8'))).products;

describe('the shop’s words', () => {
  it('describe every product in the catalogue as data/products.json does in English', () => {
    for (const p of products) expect((en as Record<string, string>)[`shop.product.${p.id}`], p.id).toBe(p.description);
  });

  it('name every colour a product comes in', () => {
    for (const c of products.flatMap((p) => p.colors ?? [])) expect((en as Record<string, string>)[`shop.color.${c}`], c).toBe(c);
  });
});
