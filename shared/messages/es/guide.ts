// Las palabras de la página de una guía legal (web/pages/legal/guide-page.tsx).
import type { guideEn } from '../en/guide.ts';

export const guideEs: Readonly<Record<keyof typeof guideEn, string>> = {
  'guide.allGuides': 'Todas las guías legales',
  'guide.category.safety-and-protection': 'Seguridad y protección',
  'guide.category.family': 'Familia',
  'guide.category.work': 'Trabajo',
  'guide.category.housing': 'Vivienda',
  'guide.category.immigration': 'Inmigración',
  'guide.category.identity': 'Identidad y documentos',
  'guide.difficulty.beginner': 'Nivel básico',
  'guide.difficulty.intermediate': 'Nivel intermedio',
  'guide.difficulty.advanced': 'Nivel avanzado',
  'guide.details': '{difficulty} · {minutes} min de lectura · actualizada el {date}',
  'guide.notLegalAdvice':
    '<strong>Esta es información general, no asesoría legal.</strong> Las leyes cambian y son diferentes en cada estado. Para recibir asesoría sobre su situación, hable con un abogado o con una oficina de ayuda legal; muchas ayudan gratis. (Revisada por última vez el {date, date, long}).',
  'guide.inEnglish': '(en inglés)',
  'guide.inEnglishNote': 'Esta guía todavía no está traducida, por eso se muestra en inglés.',
  'guide.sources': 'Fuentes',
  'guide.getHelp': 'Obtener ayuda legal',
  'guide.tools': 'Herramientas legales',
};
