// Spanish (issue 22): every public page also lives under /es, rendered at build time in Spanish with lang="es"; the
// language switch keeps the page both ways; a browser that prefers Spanish is offered the Spanish site once; the
// Spanish pages open offline after one visit; and each language's pages load only their own catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, leaveForWeather, test, waitForDeviceData, waitForPageReady, waitForQuietPage, waitForServiceWorker, WITH_SERVICE_WORKER } from './fixtures.ts';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';
import { VAULT_PASSPHRASE_MIN_CHARS } from '../../shared/vault-lockout.ts';

/** The catalogue chunks of the build the server serves (from Vite's manifest): each language's shell and emergency page. */
function catalogueFiles(webDir: string) {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const file = (part: string) => {
    const entry = Object.entries(manifest).find(([key]) => key.endsWith(`virtual:messages/${part}`));
    if (!entry) throw new Error(`no catalogue chunk for ${part} in the manifest`);
    return `/${entry[1].file}`;
  };
  return { en: file('en'), es: file('es'), enEmergency: file('en/emergency'), esEmergency: file('es/emergency') };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/es and /es/emergency are Spanish pages: lang, headline, title, the shell and its crisis lines', async ({ page }) => {
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'El conocimiento fortalece a las mujeres' })).toBeVisible();
    await expect(page).toHaveTitle(/^El conocimiento fortalece a las mujeres \|/);
    const banner = page.getByRole('region', { name: 'Ayuda en caso de crisis' });
    await expect(banner).toContainText('¿Está en peligro?');
    await expect(banner.getByRole('link', { name: 'Llame al 911' })).toHaveAttribute('href', 'tel:911');
    await expect(page.getByRole('link', { name: 'Salida rápida' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Pida ayuda ahora' })).toHaveAttribute('href', '/es/emergency');
    // Sign-in leaves the app: the server's pages answer in Spanish, and she comes back to a Spanish page.
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/api/login?returnTo=%2Fes%2Fdashboard&lang=es');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('href', '/es/about');
    await expect(page.getByRole('contentinfo')).toContainText('Una organización sin fines de lucro 501(c)(3).');
    await expectNoSeriousA11yViolations(page);

    // Inside the app, a Spanish link leads to the Spanish page.
    await header.getByRole('link', { name: 'Pida ayuda ahora' }).click();
    await expect(page).toHaveURL('/es/emergency');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencia y seguridad' })).toBeVisible();
    await expect(page).toHaveTitle(/^Emergencia y seguridad \|/);
    await expect(page.getByRole('tablist', { name: 'Herramientas de seguridad' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoSeriousA11yViolations(page);
  });

  test('the header switch goes to the same page in the other language, both ways, and is remembered', async ({ page }) => {
    await page.goto('/emergency?tab=hotlines');
    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' });
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await toSpanish.click();
    await expect(page).toHaveURL('/es/emergency?tab=hotlines');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergencia y seguridad' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForPageReady(page);
    // The visit stays one history entry (decision 012): Back leaves the site rather than showing the English page.
    expect(await page.evaluate(() => history.length)).toBe(2);
    // Inside the Spanish page every link stays Spanish, also on pages not translated yet.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Noticias y actualidad' }).click();
    await expect(page).toHaveURL('/es/news');
    await waitForPageReady(page);
    // A team article among the news (found by its words: the feeds' newer articles may fill the first screen).
    await page.getByRole('main').getByRole('searchbox').fill('seguridad');
    await expect(page.locator('main a[href^="/"]').first()).toHaveAttribute('href', /^\/es\//);
    expect(await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((href) => !href?.startsWith('/es/')))).toEqual([]);

    // Remembered on the device: a visit that starts on an English page moves to the same page in Spanish.
    await page.goto('/about');
    await expect(page).toHaveURL('/es/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForPageReady(page);

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Quick exit' })).toBeVisible();
    await waitForPageReady(page);
    await page.goto('/es/about');
    await expect(page).toHaveURL('/about');
    await expectNoSeriousA11yViolations(page);
  });

  test('each page names itself in both languages (hreflang), in the HTML the server sends', async ({ page, request }) => {
    for (const path of ['/emergency', '/es/emergency']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="alternate" hreflang="en" href="/emergency" />');
      expect(html, path).toContain('<link rel="alternate" hreflang="es" href="/es/emergency" />');
      expect(html, path).toContain('<link rel="alternate" hreflang="x-default" href="/emergency" />');
    }
    // A page drawn in the browser (her dashboard) gets the Spanish shell: its language and plain crisis lines.
    const dashboard = await (await request.get('/es/dashboard')).text();
    expect(dashboard).toContain('<html lang="es"');
    expect(dashboard).toContain('¿Está en peligro?');
    expect(dashboard).toContain('<title>Panel personal |');
    await page.goto('/es/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('quick exit works on a Spanish page', async ({ page, context }) => {
  await page.goto('/es/emergency');
  await leaveForWeather(context, async () => {
    await page.getByRole('link', { name: 'Salida rápida' }).click();
    await expect(page).toHaveURL(QUICK_EXIT_URL);
    await expect(page.getByRole('heading', { name: 'Weather forecast' })).toBeVisible();
  });
});

test('at 320 px the mobile menu has the switch, and the Spanish shell fits', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 320, height: 740 } });
  const page = await context.newPage();
  await page.goto('/es');
  // Quick exit stays on the header's one row, and nothing is wider than the screen.
  await expect(page.getByRole('link', { name: 'Salida rápida' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Principal' });
  await menu.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empowering Women Through Knowledge' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a browser that prefers Spanish is offered the Spanish site once, and not again once she says no', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-US' });
  const page = await context.newPage();
  await page.goto('/emergency');
  // Offered, never sent there without asking.
  const offer = page.getByRole('region', { name: '¿Prefiere ver este sitio en español?' });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL('/emergency');
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'No, gracias' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency & safety' })).toBeVisible();
  // The offer waits for the phone to be idle: once the idle work has run (the directory sync it starts has stored the
  // directory) and the page has settled, it must still be absent.
  await waitForDeviceData(page);
  await waitForQuietPage(page);
  await expect(offer).toHaveCount(0);
  await context.close();

  // Saying yes goes to the same page in Spanish.
  const again = await browser.newContext({ baseURL: server.baseURL, locale: 'es-MX' });
  const second = await again.newPage();
  await second.goto('/about');
  await second.getByRole('button', { name: 'Ver en español' }).click();
  await expect(second).toHaveURL('/es/about');
  await expect(second.locator('html')).toHaveAttribute('lang', 'es');
  await expect(second.getByRole('region', { name: '¿Prefiere ver este sitio en español?' })).toHaveCount(0);
  await again.close();
});

test('an English-preferring browser is not offered Spanish', async ({ page }) => {
  await page.goto('/');
  await waitForDeviceData(page);
  await waitForQuietPage(page);
  await expect(page.getByRole('region', { name: '¿Prefiere ver este sitio en español?' })).toHaveCount(0);
});

test('offline after one visit, the Spanish pages open with their own rendered HTML', WITH_SERVICE_WORKER, async ({ page, context }) => {
  await page.goto('/es');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const [path, h1] of [
    ['/es', 'El conocimiento fortalece a las mujeres'],
    ['/es/emergency', 'Emergencia y seguridad'],
  ] as const) {
    const res = await page.goto(path);
    const html = (await res?.text()) ?? '';
    expect(html, path).toContain('data-prerendered');
    expect(html, path).toContain('<html lang="es"');
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
  // A Spanish path drawn in the browser opens from the Spanish shell.
  await page.goto('/es/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.setOffline(false);
});

test.describe('without the service worker (what the pages themselves load)', () => {
  test.use({ serviceWorkers: 'block' });

  test('English pages load the English catalogue only, Spanish pages the Spanish one, and a page’s own words with it', async ({ page, requests, server }) => {
    const files = catalogueFiles(server.webDir);
    const loaded = (file: string) => requests.some((u) => new URL(u).pathname === file);
    await page.goto('/');
    expect(loaded(files.en)).toBe(true);
    // The first load carries the shell's words, not the emergency page's.
    expect(loaded(files.enEmergency)).toBe(false);
    await page.goto('/emergency');
    expect(loaded(files.enEmergency)).toBe(true);
    expect([files.es, files.esEmergency].filter(loaded)).toEqual([]);

    requests.length = 0;
    await page.goto('/es');
    await page.goto('/es/emergency');
    await page.goto('/es/about');
    expect(loaded(files.es)).toBe(true);
    expect(loaded(files.esEmergency)).toBe(true);
    expect([files.en, files.enEmergency].filter(loaded)).toEqual([]);
  });
});

test('at 320 px every call and text link can be tapped: on Spanish pages, and on an English page while the offer shows', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 320, height: 740 }, locale: 'es-US' });
  const page = await context.newPage();
  for (const path of ['/', '/es', '/es/emergency']) {
    await page.goto(path);
    if (path === '/') await expect(page.getByRole('region', { name: '¿Prefiere ver este sitio en español?' })).toBeVisible();
    // The offer sits over the bottom of the screen: each link, brought to the middle of the screen, is what a tap reaches.
    const covered = await page.evaluate(() => {
      const problems: string[] = [];
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]')) {
        if (a.getClientRects().length === 0) continue;
        a.scrollIntoView({ block: 'center' });
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(hit === a || a.contains(hit))) problems.push(`${a.textContent?.trim()} is under ${hit?.tagName ?? 'nothing'}`);
      }
      // And the very end of the page scrolls out from under the offer.
      window.scrollTo(0, document.documentElement.scrollHeight);
      const last = [...document.querySelectorAll('footer a')].at(-1);
      const box = last?.getBoundingClientRect();
      const offer = document.querySelector('section[lang="es"].fixed')?.getBoundingClientRect();
      if (box && offer && box.bottom > offer.top) problems.push('the footer’s last link stays under the offer');
      return problems;
    });
    expect(covered, path).toEqual([]);
  }
  await context.close();
});

test('on /es/emergency the safety plan, the check-in, the vault and erase-from-device speak Spanish', async ({ page }) => {
  await page.goto('/es/emergency');
  await page.getByRole('tab', { name: 'Plan de seguridad' }).click();
  await expect(page).toHaveURL('/es/emergency?tab=safety-plan');
  await page.getByRole('button', { name: 'Empezar mi plan' }).click();
  await expect(page.getByRole('heading', { name: 'Señales de alerta' })).toBeVisible();
  // The things to pack start in her language, and the count follows it.
  await expect(page.getByLabel('Cosa para llevar 1')).toHaveValue('Identificación y pasaporte');
  await expect(page.getByText(/^0 de 8 en la bolsa$/)).toBeVisible();
  await page.getByLabel('Señal de alerta 1').fill('Revisa mi teléfono');
  await expect(page.getByRole('status').filter({ hasText: 'Guardado en este dispositivo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Confirmación de seguridad' }).click();
  await page.getByRole('button', { name: '1 hora', exact: true }).click();
  await expect(page.getByText(/^Confirmación de seguridad activa: le preguntaremos (hoy|mañana) \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar la confirmación' }).click();

  await page.getByRole('tab', { name: 'Documentos seguros' }).click();
  await page.getByLabel('Frase de contraseña', { exact: true }).fill('corto');
  await page.getByRole('button', { name: 'Crear la caja fuerte' }).click();
  await expect(page.getByText(`Use al menos ${VAULT_PASSPHRASE_MIN_CHARS} caracteres.`)).toBeVisible();

  await page.getByRole('button', { name: 'Borrar de este dispositivo…' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¿Borrar todo ahora?');
  await page.getByRole('button', { name: 'Conservar todo' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('Spanish pages offer each crisis line’s Spanish options from the hotline module: AYUDA, press 2, or a plain “not confirmed”', async ({ page, request }) => {
  await page.goto('/es/emergency?tab=hotlines');
  // The Crisis Text Line in Spanish is AYUDA to 741741; HOME reaches an English-speaking counselor.
  const ayuda = page.locator('a[href="sms:741741?&body=AYUDA"]');
  await expect(ayuda.first()).toBeVisible();
  await expect(page.locator('a[href="sms:741741?&body=HOME"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Llame al 988 y marque 2' })).toBeVisible();
  await expect(page.locator('a[href="sms:988?&body=AYUDA"]')).toBeVisible();
  // The trafficking hotline under the name it gives itself in Spanish, answered in Spanish.
  await expect(page.getByRole('heading', { name: 'Línea Nacional Contra la Trata de Personas' })).toBeVisible();
  await expect(page.getByText('Atienden en inglés o en español.')).toBeVisible();
  // A line whose Spanish service we could not confirm says so, rather than implying one.
  await expect(page.getByText('No pudimos confirmar en su propio sitio cómo atiende en español', { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The English page keeps the English keywords.
  await page.goto('/emergency?tab=hotlines');
  await expect(page.locator('a[href="sms:741741?&body=HOME"]').first()).toBeVisible();
  await expect(page.locator('a[href="sms:741741?&body=AYUDA"]')).toHaveCount(0);
  // The crisis lines a Spanish page sends before any script runs use the Spanish keyword too.
  const html = await (await request.get('/es/about')).text();
  expect(html).toContain('sms:741741?&amp;body=AYUDA');
  expect(html).not.toContain('body=HOME');
});
