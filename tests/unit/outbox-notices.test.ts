// The words the outbox says about a form: sent (line and toast, in her locale, with the confirmation hint for the
// newsletter) and "Not sent yet" once it keeps failing; records read back from the device are validated.
import { describe, expect, it } from 'vitest';
import { NO_CONNECTION, sentLine, sentToast, sentWhen, waitingNote, type Say } from '../../shared/outbox/notices.ts';
import { parseSentNotices } from '../../shared/outbox/notice-records.ts';
import { serverMessage } from '../../shared/server-intl.ts';

const say: Say = (id, values) => serverMessage('en', id, values);
const sayEs: Say = (id, values) => serverMessage('es', id, values);
const CONFIRM_HINT = 'Check your inbox for an email with a link to confirm your subscription.';

// Local times, so the tests hold in any time zone.
const at1402 = new Date(2026, 2, 3, 14, 2).getTime();
const laterThatDay = new Date(2026, 2, 3, 18, 30).getTime();
const nextDay = new Date(2026, 2, 4, 9, 0).getTime();

describe('the sent notice', () => {
  it('gives the time in her locale, and the day when it was not today', () => {
    expect(sentWhen(at1402, laterThatDay, say, 'en-GB')).toBe('at 14:02');
    expect(sentWhen(at1402, laterThatDay, say, 'en-US')).toMatch(/^at 2:02\sPM$/);
    expect(sentWhen(at1402, nextDay, say, 'en-GB')).toBe('on 3 Mar at 14:02');
  });

  it('says what was sent; a newsletter signup also says to look for the confirmation link', () => {
    expect(sentLine({ kind: 'contact', sentAt: at1402 }, laterThatDay, say, 'en-GB')).toBe('Your message was sent at 14:02.');
    expect(sentLine({ kind: 'newsletter', sentAt: at1402 }, laterThatDay, say, 'en-GB')).toBe(`Your newsletter signup was sent at 14:02. ${CONFIRM_HINT}`);
  });

  it('makes one toast for everything delivered at once, with the latest time', () => {
    expect(sentToast([{ kind: 'contact', sentAt: at1402 }], laterThatDay, say, 'en-GB')).toEqual({ title: 'Your message was sent', description: 'Sent at 14:02.' });
    expect(sentToast([{ kind: 'newsletter', sentAt: at1402 }], laterThatDay, say, 'en-GB')).toEqual({ title: 'Your newsletter signup was sent', description: `Sent at 14:02. ${CONFIRM_HINT}` });
    const two = sentToast([{ kind: 'contact', sentAt: at1402 - 60_000 }, { kind: 'contact', sentAt: at1402 }], laterThatDay, say, 'en-GB');
    expect(two).toEqual({ title: '2 waiting items were sent', description: 'Sent at 14:02.' });
  });

  it('says it all in Spanish on a Spanish page, with the time of her locale', () => {
    expect(sentLine({ kind: 'contact', sentAt: at1402 }, laterThatDay, sayEs, 'es-US')).toMatch(/^Su mensaje se envió a las 2:02\sp\.\s?m\.\.$/);
    expect(sentLine({ kind: 'newsletter', sentAt: at1402 }, nextDay, sayEs, 'es-US')).toMatch(/^Su inscripción al boletín se envió el 3 mar\.? a las .+ Revise su bandeja de entrada/);
    expect(sentToast([{ kind: 'contact', sentAt: at1402 }, { kind: 'newsletter', sentAt: at1402 }], laterThatDay, sayEs, 'es-US').title).toBe('Se enviaron 2 elementos pendientes');
    expect(waitingNote({ attempts: 2, lastError: NO_CONNECTION }, sayEs)).toEqual({ stuck: false, text: 'se intentó 2 veces (Sin conexión)' });
    expect(waitingNote({ attempts: 3, lastError: NO_CONNECTION }, sayEs)?.text).toBe('Todavía no se envió: no se pudo conectar con el servidor (se intentó 3 veces). Se volverá a intentar cuando tenga conexión.');
  });

  it('keeps only valid records read from the device, oldest first', () => {
    const good = { id: 'a', kind: 'contact', label: 'Message: Rent', sentAt: at1402 };
    const older = { id: 'b', kind: 'newsletter', label: 'Newsletter signup', sentAt: at1402 - 1, toldAt: at1402 };
    expect(parseSentNotices([good, { ...good, id: '' }, { ...good, kind: 'account' }, { ...good, sentAt: 'soon' }, null, 'x', older]).map((n) => n.id)).toEqual(['b', 'a']);
  });
});

describe('a waiting item that keeps failing', () => {
  it('says nothing before the first attempt, and only the count for the first failures without a connection', () => {
    expect(waitingNote({ attempts: 0 }, say)).toBeUndefined();
    expect(waitingNote({ attempts: 2, lastError: NO_CONNECTION }, say)).toEqual({ stuck: false, text: 'tried 2 times (No connection)' });
  });

  it('says "Not sent yet" at once on a 5xx, with the server’s words', () => {
    expect(waitingNote({ attempts: 1, lastStatus: 503, lastError: 'Down for maintenance' }, say)).toEqual({
      stuck: true,
      text: 'Not sent yet: the server did not accept it (tried 1 time). It will be tried again.',
      reason: 'Down for maintenance',
    });
  });

  it('says "Not sent yet" after 3 attempts, whether the server answered or could not be reached', () => {
    expect(waitingNote({ attempts: 2, lastStatus: 429, lastError: 'Too many requests' }, say)).toMatchObject({ stuck: false });
    expect(waitingNote({ attempts: 3, lastStatus: 429, lastError: 'Too many requests' }, say)).toMatchObject({ stuck: true, text: expect.stringContaining('did not accept it (tried 3 times)') });
    expect(waitingNote({ attempts: 3, lastError: NO_CONNECTION }, say)).toEqual({
      stuck: true,
      text: 'Not sent yet: the server could not be reached (tried 3 times). It will be tried again when you are back online.',
    });
  });

  it('reads items stored before the status was kept by their message', () => {
    expect(waitingNote({ attempts: 1, lastError: '503: Service Unavailable' }, say)).toEqual({ stuck: false, text: 'tried 1 time (503: Service Unavailable)' });
    expect(waitingNote({ attempts: 3, lastError: '503: Service Unavailable' }, say)).toMatchObject({ stuck: true, text: expect.stringContaining('did not accept'), reason: '503: Service Unavailable' });
  });
});
