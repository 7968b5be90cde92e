// Which link clicks the site turns into a scroll or a replaced page, so a visit stays one history entry.
import { describe, expect, it } from 'vitest';
import { ownLinkTarget } from '../../web/shell/one-entry-links.ts';

const here = { href: 'https://help.example.org/emergency?tab=plan', origin: 'https://help.example.org', pathname: '/emergency', search: '?tab=plan' };
const link = (href: string | null, more: { target?: string; download?: boolean } = {}) => ({ href, target: more.target ?? '', download: more.download ?? false });

describe('ownLinkTarget', () => {
  it('scrolls to an anchor of this page instead of adding an entry', () => {
    expect(ownLinkTarget(link('#main'), here)).toEqual({ kind: 'fragment', id: 'main' });
    expect(ownLinkTarget(link('/emergency?tab=plan#erase'), here)).toEqual({ kind: 'fragment', id: 'erase' });
  });

  it('replaces the page for a plain link to another page of the site', () => {
    expect(ownLinkTarget(link('/api/login?returnTo=%2Fdashboard'), here)).toEqual({ kind: 'page', url: 'https://help.example.org/api/login?returnTo=%2Fdashboard' });
    expect(ownLinkTarget(link('/emergency#erase'), { ...here, search: '' })).toEqual({ kind: 'fragment', id: 'erase' });
    expect(ownLinkTarget(link('/emergency?tab=check-in'), here)).toEqual({ kind: 'page', url: 'https://help.example.org/emergency?tab=check-in' });
  });

  it('leaves other sites, new tabs, downloads, phone links and empty links to the browser', () => {
    expect(ownLinkTarget(link('https://www.thehotline.org/'), here)).toBeUndefined();
    expect(ownLinkTarget(link('/resources', { target: '_blank' }), here)).toBeUndefined();
    expect(ownLinkTarget(link('/api/admin/subscribers.csv', { download: true }), here)).toBeUndefined();
    expect(ownLinkTarget(link('tel:18007997233'), here)).toBeUndefined();
    expect(ownLinkTarget(link(null), here)).toBeUndefined();
    expect(ownLinkTarget(link('#'), here)).toBeUndefined();
  });
});
