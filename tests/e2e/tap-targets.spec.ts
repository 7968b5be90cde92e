// Nothing covers a hotline on a phone: at 320, 360 and 412 px wide, scrolled 0 to 400 px in 20 px steps, every call
// and text link on screen is what a tap at its centre reaches (only the sticky header, the page's own top bar, has
// content pass under it, like any header); the crisis banner's links are at least 44 x 44 px; axe's target-size passes.
import AxeBuilder from '@axe-core/playwright';
import { expect, sharedPage, test, waitForDeviceData } from './fixtures.ts';

const PAGES = ['/', '/emergency', '/resources', '/location-services'];
const WIDTHS = [320, 360, 412];

for (const width of WIDTHS) {
  // One test per page, on one page shared by the width's tests.
  test.describe(`at ${width} px`, () => {
    const shared = sharedPage({ contextOptions: { viewport: { width, height: 740 } } });
    for (const path of PAGES) {
      test(`${path}: nothing covers a call or text link, and the crisis links are easy to hit`, async () => {
        const page = shared();
        await page.goto(path);
        await waitForDeviceData(page);
        await expect(page.getByRole('link', { name: 'Quick exit' })).toBeVisible();
        // The emergency help button has arrived in the header (it loads beside the first render).
        await expect(page.getByRole('button', { name: 'Emergency help' })).toBeVisible();

        const banner = page.getByRole('region', { name: 'Crisis help' });
        for (const link of await banner.locator('a[href^="tel:"], a[href^="sms:"]').all()) {
          const box = await link.boundingBox();
          expect(box, await link.innerText()).not.toBeNull();
          expect(box!.width, `${path}: ${await link.innerText()} width`).toBeGreaterThanOrEqual(44);
          expect(box!.height, `${path}: ${await link.innerText()} height`).toBeGreaterThanOrEqual(44);
        }

        for (let y = 0; y <= 400; y += 20) {
          const covered = await page.evaluate((scrollY) => {
            window.scrollTo(0, scrollY);
            const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
            const problems: string[] = [];
            for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]')) {
              const r = a.getBoundingClientRect();
              if (r.width === 0 || r.height === 0) continue;
              const x = r.left + r.width / 2;
              const cy = r.top + r.height / 2;
              // Off screen, or passing under the sticky header: not on screen to tap.
              if (cy <= headerBottom || cy >= innerHeight || x < 0 || x >= innerWidth) continue;
              const hit = document.elementFromPoint(x, cy);
              if (!hit || !(hit === a || a.contains(hit))) problems.push(`${a.textContent?.trim()} at y=${Math.round(cy)} is under ${hit?.tagName ?? 'nothing'}.${hit?.className ?? ''}`);
            }
            return problems;
          }, y);
          expect(covered, `${path} at ${width} px scrolled ${y} px`).toEqual([]);
        }

        await page.evaluate(() => window.scrollTo(0, 0));
        const axe = await new AxeBuilder({ page }).setLegacyMode(true).withRules(['target-size']).options({ resultTypes: ['violations'] }).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path} at ${width} px`).toEqual([]);
      });
    }
  });
}
