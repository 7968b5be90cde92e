// The outbox's notices (shared/messages/en/outbox.ts) in Spanish.
import type { outboxEn } from '../en/outbox.ts';

export const outboxEs: Readonly<Record<keyof typeof outboxEn, string>> = {
  'outbox.what': '{kind, select, contact {Su mensaje} newsletter {Su inscripción al boletín} listingSuggestion {Su sugerencia de un servicio} other {Su informe sobre un recurso}}',
  'outbox.sentLine': '{what} se envió {when}.',
  'outbox.sentTitle': '{what} se envió',
  'outbox.sentMany': '{count, plural, one {Se envió # elemento pendiente} other {Se enviaron # elementos pendientes}}',
  'outbox.sentAt': 'Enviado {when}.',
  'outbox.when.today': 'a las {time}',
  'outbox.when.otherDay': 'el {date} a las {time}',
  'outbox.confirmHint': 'Revise su bandeja de entrada: debería llegarle un correo con un enlace para confirmar su suscripción.',
  'outbox.savedOffline': 'Guardado en este dispositivo: se enviará cuando vuelva a tener conexión',
  'outbox.noConnection': 'Sin conexión',
  'outbox.tried': 'se intentó {count, plural, one {# vez} other {# veces}}',
  'outbox.triedBecause': '{tried} ({reason})',
  'outbox.stuck.refused': 'Todavía no se envió: el servidor no lo aceptó ({tried}). Se volverá a intentar.',
  'outbox.stuck.offline': 'Todavía no se envió: no se pudo conectar con el servidor ({tried}). Se volverá a intentar cuando tenga conexión.',
};
