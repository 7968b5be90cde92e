// Spanish titles and descriptions of every path, for the HTML the build and the server write and for the app's
// navigation. Kept beside shared/routes.ts (the English ones): the server says them too, before any script.

const SITE = 'Women’s Help & Resources';

export const ROUTE_META_ES: Readonly<Record<string, { title: string; description: string }>> = {
  '/': { title: `El conocimiento fortalece a las mujeres | ${SITE}`, description: 'Información confiable, ayuda en crisis y un directorio de recursos sobre los derechos, la salud, el dinero y la vivienda de las mujeres. Funciona sin conexión.' },
  '/emergency': { title: `Emergencia y seguridad | ${SITE}`, description: 'Líneas de crisis, salida rápida, plan de seguridad y confirmaciones que se quedan en su dispositivo.' },
  '/resources': { title: `Directorio de recursos | ${SITE}`, description: 'Encuentre refugios, servicios de salud, ayuda legal y apoyo económico.' },
  '/resources/housing-shelter': { title: `Recursos de vivienda y refugio | ${SITE}`, description: 'Refugios de emergencia, programas contra la violencia doméstica en todos los estados y ayuda con la renta y la vivienda.' },
  '/resources/womens-health': { title: `Recursos de salud de la mujer | ${SITE}`, description: 'Líneas de salud, clínicas, atención reproductiva por estado, telesalud y ayuda para pagarla.' },
  '/resources/rights-advocacy': { title: `Recursos de derechos y defensa | ${SITE}`, description: 'Ayuda legal, derechos en el trabajo, inmigración y organizaciones de defensa.' },
  '/resources/financial-support': { title: `Recursos de apoyo económico | ${SITE}`, description: 'Beneficios, subvenciones, ayuda gratuita con los impuestos y consejos de dinero, con avisos sobre estafas.' },
  '/healthcare-reproductive-rights': { title: `Atención médica y derechos reproductivos | ${SITE}`, description: 'Atención de salud reproductiva, defensa de derechos, servicios de salud para la mujer y privacidad.' },
  '/employment-opportunities': { title: `Oportunidades de empleo | ${SITE}`, description: 'Colocación laboral, capacitación, mentoría y desarrollo profesional.' },
  '/housing-shelter': { title: `Vivienda y refugio | ${SITE}`, description: 'Refugio de emergencia, vivienda de transición y apoyo para mantener una vivienda segura.' },
  '/womens-health': { title: `Salud de la mujer | ${SITE}`, description: 'Exámenes anuales, anticonceptivos, salud mental y atención del embarazo, gratis o a bajo costo.' },
  '/rights-advocacy': { title: `Derechos y defensa | ${SITE}`, description: 'Sus derechos en el trabajo, en la escuela y en el hogar, y quién puede ayudarle a hacerlos valer.' },
  '/organizations-growth': { title: `Organizaciones para crecer | ${SITE}`, description: 'Redes, programas y fondos que ayudan a las mujeres a crear, dirigir y hacer crecer sus negocios.' },
  '/financing-grants': { title: `Financiamiento y subvenciones | ${SITE}`, description: 'Inversionistas, subvenciones, préstamos y programas para mujeres emprendedoras.' },
  '/women-owned-businesses': { title: `Negocios de mujeres | ${SITE}`, description: 'Mujeres reales que crearon empresas, y recursos para su propio negocio.' },
  '/shelter-housing': { title: `Ayuda con la vivienda | ${SITE}`, description: 'Un asistente que busca refugios y programas de vivienda según sus necesidades, en su dispositivo.' },
  '/grants': { title: `Subvenciones y recursos económicos | ${SITE}`, description: 'Programas federales, fundaciones privadas, becas y ayuda de emergencia, y cómo evitar estafas con subvenciones.' },
  '/news': { title: `Noticias y actualidad | ${SITE}`, description: 'Noticias sobre los derechos, la salud y la igualdad de las mujeres.' },
  '/contact': { title: `Contáctenos | ${SITE}`, description: 'Envíe un mensaje al equipo. Respondemos en un plazo de 24 a 48 horas.' },
  '/about': { title: `Quiénes somos | ${SITE}`, description: 'Nuestra misión, nuestros valores y las personas a quienes servimos.' },
  '/dashboard': { title: `Panel personal | ${SITE}`, description: 'Sus recursos guardados y recordatorios, en su dispositivo.' },
  '/admin': { title: `Panel de administración | ${SITE}`, description: 'Para las personas que editan y administran el sitio.' },
  '/legal-education': { title: `Centro de información legal | ${SITE}`, description: 'Guías legales en lenguaje sencillo y herramientas sobre órdenes de protección, familia, trabajo, vivienda e inmigración. Funcionan sin conexión.' },
  '/analytics': { title: `Impacto | ${SITE}`, description: 'Cómo se usa el sitio y dónde falta ayuda, contado sin rastrear a nadie.' },
  '/location-services': { title: `Ayuda cerca de usted | ${SITE}`, description: 'Encuentre ayuda cerca de usted. Su ubicación se queda en su dispositivo.' },
  '/donate': { title: `Donar | ${SITE}`, description: 'Apoye el empoderamiento de las mujeres: una donación única o mensual mantiene al alcance una ayuda gratuita y privada.' },
  '/shop': { title: `Tienda | ${SITE}`, description: 'Camisetas, tazas, bolsas y diarios que apoyan la ayuda gratuita y privada para mujeres.' },
  '*': { title: `Página no encontrada | ${SITE}`, description: 'La página que buscaba no existe.' },
  '/news/:id': { title: `Artículo | ${SITE}`, description: 'Un artículo explicativo escrito por nuestro equipo.' },
  '/legal-education/guides/:id': { title: `Guía legal | ${SITE}`, description: 'Una guía legal en lenguaje sencillo, con sus fuentes.' },
};
