// Spanish twin of shared/messages/en/outbox-ui.ts.
import type { outboxUiEn } from '../en/outbox-ui.ts';

export const outboxUiEs: Readonly<Record<keyof typeof outboxUiEn, string>> = {
  'outboxUi.sent.today': '{kind, select, contact {Su mensaje} newsletter {Su inscripción al boletín} other {Su informe sobre un recurso}} se envió hoy ({time}).',
  'outboxUi.sent.onDay': '{kind, select, contact {Su mensaje} newsletter {Su inscripción al boletín} other {Su informe sobre un recurso}} se envió el {date} ({time}).',
  'outboxUi.confirmHint': 'Revise su bandeja de entrada: debería llegarle un correo con un enlace para confirmar su suscripción.',
  'outboxUi.sentList': 'Enviados',
  'outboxUi.dismiss': 'Cerrar<hidden> {label}</hidden>',
  'outboxUi.dismissed': 'Aviso cerrado.',
  'outboxUi.waiting.title': 'Pendiente de envío ({count})',
  'outboxUi.waiting.body': 'Guardado en este dispositivo: se enviará cuando vuelva a tener conexión. Puede borrarlo antes.',
  'outboxUi.saved': 'Guardado: {when}',
  'outboxUi.tried': '{count, plural, one {se intentó # vez} other {se intentó # veces}}',
  'outboxUi.triedWhy': '{count, plural, one {se intentó # vez} other {se intentó # veces}} ({error})',
  'outboxUi.noConnection': 'Sin conexión',
  'outboxUi.rejected': 'Todavía no se envió: el servidor no lo aceptó ({count, plural, one {se intentó # vez} other {se intentó # veces}}). Se volverá a intentar.',
  'outboxUi.unreachable': 'Todavía no se envió: no se pudo conectar con el servidor ({count, plural, one {se intentó # vez} other {se intentó # veces}}). Se volverá a intentar cuando tenga conexión.',
  'outboxUi.serverSaid': 'Respuesta del servidor: {reason}',
  'outboxUi.delete': 'Borrar<hidden> {label}</hidden>',
  'outboxUi.deleted': 'Se borró de este dispositivo',
  'outboxUi.sending': 'Enviando…',
  'outboxUi.sendNow': 'Enviar ahora',
  'outboxUi.rejectedToast': 'No se pudo enviar un elemento pendiente',
  'outboxUi.stillWaiting': 'Sigue pendiente',
  'outboxUi.stillWaiting.body': 'Todavía no se envió. Se queda en este dispositivo y se volverá a intentar.',
};
