// The validation messages of shared/messages/en/form.ts in Spanish.
import type { formEn } from '../en/form.ts';

export const formEs: Readonly<Record<keyof typeof formEn, string>> = {
  'form.missingFields': 'Complete todos los campos obligatorios.',
  'form.maxChars': 'Use como máximo {max} caracteres.',
  'form.email': 'Escriba un correo electrónico como nombre@ejemplo.org.',
  'form.emailRequired': 'Escriba su correo electrónico.',
  'form.phone': 'Use solo números, espacios y guiones.',
  'form.listing.which': 'Indique a qué servicio se refiere.',
  'form.listing.problem': 'Elija qué está mal.',
  'form.listing.descriptionEsMax': 'La descripción en español debe tener como máximo {max} caracteres.',
  'form.account.confirmDelete': 'Para eliminar su cuenta, confirme que desea eliminarla.',
  'form.reminder.title': 'Escriba un título para el recordatorio.',
  'form.reminder.titleMax': 'El título debe tener menos de 200 caracteres.',
  'form.reminder.notesMax': 'Las notas deben tener menos de 1000 caracteres.',
};
