// The visitor's emails (shared/messages/en/mail.ts) in Spanish.
import type { mailEn } from '../en/mail.ts';

export const mailEs: Readonly<Record<keyof typeof mailEn, string>> = {
  'mail.subject.newsletterConfirm': 'Confirme su dirección de correo',
  'mail.subject.contactCopy': 'Una copia de su mensaje',
  'mail.newsletter.intro': 'Alguien, esperamos que usted, pidió recibir novedades de {site} por correo en esta dirección.',
  'mail.newsletter.open': 'Para confirmar, abra este enlace en las próximas {hours} horas y presione el botón de la página:',
  'mail.newsletter.topics': 'Temas elegidos:',
  'mail.newsletter.general': 'Temas elegidos: nuestras novedades generales.',
  'mail.newsletter.notYou': 'Si usted no lo pidió, no haga caso de este correo: no se enviará nada más a menos que se abra el enlace.',
  'mail.newsletter.never': 'Para que esta dirección nunca vuelva a inscribirse, abra este enlace: {link}',
  'mail.contactCopy.thanks': 'Gracias por escribir a {site}. Respondemos en un plazo de 24 a 48 horas.',
  'mail.contactCopy.subject': 'Asunto: {subject}',
  'mail.contactCopy.message': 'Su mensaje:',
};
