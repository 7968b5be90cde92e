// The interactive safety plan: started on request, saved on this device only, kept across reloads, printed alone, deleted after confirming.
import { EMERGENCY_NUMBER, hotline, textInstruction } from '../../shared/hotlines.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Distinctive values, so finding any of them in the network log would mean the plan left the device.
const SIGN = 'He reads my messages late at night';
const SIGN_2 = 'Slams doors when the car keys go missing';
const PERSON = 'Aunt Rosalind Quayle';
const REACH = 'Call her desk line and ask for Roz';
const NOTE = 'Spare key taped under the blue planter';
const TYPED = [SIGN, SIGN_2, PERSON, REACH, NOTE];

/** The value as it could appear in a URL or a body: raw, URL-encoded, or form-encoded. */
function encodings(value: string): string[] {
  return [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, '+')];
}

test('opening the builder stores nothing until something is typed', async ({ page }) => {
  await page.goto('/emergency?tab=safety-plan');
  const builder = page.getByRole('region', { name: 'Create your safety plan' });
  await builder.getByRole('button', { name: 'Start my plan' }).click();
  await expect(builder.getByRole('heading', { name: 'Warning signs' })).toBeFocused();
  await expect(builder.getByLabel('Packed: Medication')).not.toBeChecked();
  await page.reload();
  await expect(builder.getByRole('button', { name: 'Start my plan' })).toBeVisible();
});

test('a plan is kept on this device across reloads, prints alone, and is deleted after confirming, without a byte sent', async ({
  page,
  context,
  requests,
}) => {
  const bodies: string[] = [];
  context.on('request', (r) => {
    const body = r.postData();
    if (body) bodies.push(body);
  });

  await page.goto('/emergency?tab=safety-plan');
  const builder = page.getByRole('region', { name: 'Create your safety plan' });
  await expect(
    builder.getByText('Anyone who uses this device and opens this page can see it.', { exact: false }),
  ).toBeVisible();
  await builder.getByRole('button', { name: 'Start my plan' }).click();

  await builder.getByLabel('Warning sign 1', { exact: true }).fill(SIGN);
  await builder.getByRole('button', { name: 'Add a warning sign' }).click();
  await expect(builder.getByLabel('Warning sign 2', { exact: true })).toBeFocused();
  await page.keyboard.type(SIGN_2);

  await builder.getByRole('button', { name: 'Add a safe person' }).click();
  const person = builder.getByRole('group', { name: 'Safe person 2' });
  await person.getByLabel('Name').fill(PERSON);
  await person.getByLabel('How to reach them').fill(REACH);
  await builder.getByLabel('Packed: Medication').check();
  await builder.getByRole('textbox', { name: 'Notes', exact: true }).fill(NOTE);
  await expect(builder.getByRole('status')).toHaveText('Saved on this device');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(builder.getByLabel('Warning sign 1', { exact: true })).toHaveValue(SIGN);
  await expect(builder.getByLabel('Warning sign 2', { exact: true })).toHaveValue(SIGN_2);
  await expect(builder.getByRole('group', { name: 'Safe person 2' }).getByLabel('Name')).toHaveValue(PERSON);
  await expect(builder.getByRole('group', { name: 'Safe person 2' }).getByLabel('How to reach them')).toHaveValue(REACH);
  await expect(builder.getByLabel('Packed: Medication')).toBeChecked();
  await expect(builder.getByLabel('Packed: Keys')).not.toBeChecked();
  await expect(builder.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue(NOTE);

  // "Print my plan" hands over to the browser's print; the print stylesheet then shows the plan and nothing else.
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-test-printed', 'yes');
  });
  await builder.getByRole('button', { name: 'Print my plan' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-test-printed', 'yes');
  await expect(page.getByRole('button', { name: 'Emergency help' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Crisis help' })).toBeHidden();
  await expect(page.getByRole('tablist', { name: 'Safety tools' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Emergency help' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print my plan' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My safety plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My safe people and how to reach them' })).toBeVisible();
  // The printed copy shows every value; the editors are not printed.
  const printed = page.locator('.plan-print-only');
  for (const text of [SIGN, SIGN_2, PERSON, NOTE]) await expect(printed.getByText(text)).toBeVisible();
  await expect(printed.getByText(REACH, { exact: false })).toBeVisible();
  // On paper the numbers come first: 911, the three crisis lines as shared/hotlines.ts has them, then her own people.
  const lines = printed.getByRole('heading', { name: 'Free, confidential help, 24 hours a day' }).locator('..');
  await expect(lines).toBeVisible();
  const dv = hotline('domestic-violence');
  const textLine = hotline('crisis-text').text;
  const lifeline = hotline('suicide-crisis');
  await expect(lines).toContainText(`call ${EMERGENCY_NUMBER}`);
  await expect(lines.getByRole('listitem').filter({ hasText: dv.name })).toContainText(`Call ${dv.phone ?? 'missing'}`);
  await expect(lines.getByRole('listitem').filter({ hasText: 'Crisis Text Line' })).toContainText(textLine ? textInstruction(textLine) : 'missing');
  await expect(lines.getByRole('listitem').filter({ hasText: lifeline.name })).toContainText(`Call ${lifeline.phone ?? 'missing'}`);
  await expect(printed.getByRole('listitem').filter({ hasText: PERSON })).toContainText(REACH);
  await expect(page.getByRole('textbox').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Delete asks first; "Keep my plan" changes nothing.
  await builder.getByRole('button', { name: 'Delete my plan' }).click();
  await expect(builder.getByText('Are you sure? This removes the plan from this device.', { exact: false })).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Keep my plan' })).toBeFocused();
  await builder.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(builder.getByLabel('Warning sign 1', { exact: true })).toHaveValue(SIGN);

  await builder.getByRole('button', { name: 'Delete my plan' }).click();
  await builder.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(builder.getByRole('button', { name: 'Start my plan' })).toBeVisible();
  await expect(builder.getByRole('status')).toHaveText('Your plan has been deleted from this device.');
  await expect(builder.getByLabel('Warning sign 1', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(builder.getByRole('button', { name: 'Start my plan' })).toBeVisible();
  await expect(builder.getByLabel('Warning sign 1', { exact: true })).toHaveCount(0);

  // Nothing typed into the plan went anywhere: not in any address, not in any request body.
  expect(requests.length).toBeGreaterThan(0);
  const sent = [...requests, ...bodies];
  for (const value of TYPED) {
    for (const form of encodings(value)) {
      expect(sent.filter((s) => s.includes(form))).toEqual([]);
    }
  }
});
