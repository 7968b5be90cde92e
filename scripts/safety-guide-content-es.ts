// The Spanish words of the printable Safety Planning Guide (public/safety-planning-guide-es.pdf): the same sections,
// lists and fill-in page as the English guide, US Spanish with "usted". Numbers, hotline names and the Spanish way to
// reach each line come from shared/hotlines.ts (through contactBlock), never typed here.

import { EMERGENCY_NUMBER, HOTLINES, hotline } from '../shared/hotlines.ts';
import { contactBlock, type GuideSection, type GuideWords } from './safety-guide-content.ts';

export const GUIDE_WORDS_ES: GuideWords = {
  title: 'Guía para planificar su seguridad',
  subtitle: 'Un plan para estar más segura, con sus propias palabras. Llénelo solo cuando sea seguro hacerlo.',
  footer: 'Guarde esta guía en un lugar seguro.',
  page: (n) => `Página ${n}`,
  subject: 'Plan de seguridad para personas afectadas por el abuso',
};

/** "llame al 988 y marque 2 o envíe AYUDA al 988": every way to reach the suicide line, mid-sentence. */
function suicideLineWays(): string {
  const block = contactBlock(hotline('suicide-crisis'), 'es');
  const ways = block.kind === 'contact' ? block.ways : [];
  return ways.map((way) => way.charAt(0).toLowerCase() + way.slice(1)).join(' o ');
}

export function guideSectionsEs(): GuideSection[] {
  const dvHotline = hotline('domestic-violence');
  return [
    {
      heading: `Si está en peligro, llame al ${EMERGENCY_NUMBER}`,
      tone: 'urgent',
      blocks: [
        {
          kind: 'paragraph',
          text: `Si no puede hablar, llame al ${EMERGENCY_NUMBER} de todos modos y deje la línea abierta para que quien atienda pueda escuchar. En algunas zonas también puede enviar un mensaje de texto al ${EMERGENCY_NUMBER}.`,
        },
      ],
    },
    {
      heading: 'Ayuda gratuita y confidencial, las 24 horas',
      blocks: [
        ...HOTLINES.map((line) => contactBlock(line, 'es')),
        {
          kind: 'paragraph',
          text: `No hay una sola manera correcta de mantenerse a salvo, y nadie conoce su situación mejor que usted. Use lo que le sirva, deje lo que no, y actualice su plan cuando las cosas cambien. Una persona de apoyo de la ${dvHotline.name} puede ayudarle a hacer un plan.`,
        },
      ],
    },
    {
      heading: 'Seguridad en casa y durante una discusión',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Sepa cuáles son los cuartos más seguros de su casa: los que tienen una salida. Trate de alejarse de la cocina, el baño, el garaje y de cualquier cuarto con armas o superficies duras.',
            'Si empieza una discusión, vaya hacia un cuarto con una puerta o una ventana que dé afuera.',
            'Mantenga su teléfono cargado y cerca. Sepa dónde hay otro teléfono por si le quitan el suyo.',
            'Practique cómo saldría de forma segura: qué puertas, ventanas, escaleras o ascensores usaría.',
            'Acuerde una palabra clave con personas de confianza, para que sepan que deben pedir ayuda.',
            'Si no puede evitar que le hagan daño, hágase un blanco pequeño: vaya a una esquina, encójase y protéjase la cabeza y la cara con los brazos.',
            'Confíe en su criterio. Calmar la situación, o irse, puede ser lo más seguro en ese momento.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo planear su salida',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Irse puede ser un momento peligroso. Si puede, hable antes de su plan con una persona de apoyo de una línea de ayuda, y váyase cuando la otra persona no esté.',
            'Sepa a dónde irá: con una amistad, con un familiar o a un refugio. La línea de ayuda puede ayudarle a encontrar uno.',
            'Aparte dinero poco a poco, y piense en abrir una cuenta bancaria a su nombre en otro banco.',
            'Prepare una bolsa de emergencia y guárdela en un lugar seguro, por ejemplo con una amistad de confianza o en el trabajo.',
          ],
        },
        {
          kind: 'checklist',
          label: 'Mi bolsa de emergencia',
          columns: 2,
          items: [
            'Identificación con foto o licencia de manejo',
            'Actas de nacimiento',
            'Tarjetas del Seguro Social',
            'Medicamentos y recetas',
            'Llaves: casa, carro, trabajo',
            'Efectivo y tarjetas del banco',
            'Teléfono y cargador',
            'Documentos importantes (vea abajo)',
            'Cosas de los niños y sus juguetes favoritos',
            'Ropa para unos días',
            'Lentes, lentes de contacto, audífonos',
            'Una lista de teléfonos en papel',
          ],
        },
      ],
    },
    {
      heading: 'Documentos que conviene reunir',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lo mejor son los originales. Si no puede llevárselos, también ayudan las fotos o copias guardadas en un lugar seguro.',
        },
        {
          kind: 'checklist',
          columns: 2,
          items: [
            'Pasaportes, green cards, visas',
            'Título y registro del carro',
            'Tarjetas del seguro médico y de Medicaid',
            'Contrato de renta, escritura o hipoteca',
            'Estados de cuenta y declaraciones de impuestos',
            'Talones de pago u otra prueba de ingresos',
            'Documentos de matrimonio y de divorcio',
            'Órdenes de protección y de custodia',
            'Registros escolares y de vacunas de los niños',
            'Expedientes médicos',
            'Tarjetas y cartas de beneficios',
            'Informes policiales, fotos de las lesiones',
          ],
        },
      ],
    },
    {
      heading: 'Seguridad en el trabajo y en público',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Si le parece seguro, avísele a alguien en el trabajo, como su gerente o el personal de seguridad, y deles una foto de la persona.',
            'Pida que filtren sus llamadas y que quiten su nombre de las listas públicas del personal.',
            'Cambie sus rutas y sus horarios para ir y volver del trabajo. Estacione cerca de la entrada, o pida que alguien le acompañe hasta su carro.',
            'Decida qué haría si la persona llega a su trabajo o le encuentra en público: a dónde iría y a quién le avisaría.',
            'Lleve una copia de cualquier orden de protección, y dele una copia al personal de seguridad de su trabajo.',
            'Cuando pueda, use tiendas, bancos y servicios distintos de los que usaba antes.',
          ],
        },
      ],
    },
    {
      heading: 'Seguridad con sus hijos',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Enséñeles a sus hijos un lugar seguro dentro de la casa, y que no les toca a ellos protegerle a usted.',
            `Enséñeles a llamar al ${EMERGENCY_NUMBER} y a decir su dirección.`,
            'Acuerden una palabra clave que signifique “ve al lugar seguro” o “pide ayuda ya”.',
            'Dígale a la escuela o a la guardería quién puede y quién no puede recoger a sus hijos. Deles una copia de cualquier orden de custodia o de protección.',
            'Para las visitas o las entregas de los niños, reúnanse en un lugar público con mucha gente o en un centro de intercambio supervisado.',
            'Recuérdeles a menudo a sus hijos que lo que está pasando no es su culpa.',
          ],
        },
      ],
    },
    {
      heading: 'Seguridad digital',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Si alguien puede estar vigilando su teléfono o su computadora, busque ayuda desde un dispositivo más seguro: el teléfono de una amistad de confianza o una computadora de la biblioteca o del trabajo.',
            'Revise si su teléfono tiene aplicaciones que no reconoce, y revise si comparte su ubicación en la configuración, en los mapas y en las aplicaciones para localizar a la familia. Revise su carro y sus bolsas por si hay pequeños aparatos de rastreo.',
            'Apagar el rastreo de repente puede alertar a la otra persona. Piense en el momento adecuado; una persona de apoyo puede ayudarle a decidir.',
            'Cambie sus contraseñas y sus preguntas de seguridad desde un dispositivo seguro: correo electrónico, banco, compañía de teléfono, redes sociales y cuentas en la nube. Active la verificación en dos pasos.',
            'Los botones de salida rápida esconden un sitio web enseguida, pero no borran por completo su historial del navegador. Use una ventana privada o de incógnito cuando busque ayuda.',
            'Pida a sus amistades que no le etiqueten ni digan en internet dónde está. Guarde capturas de pantalla de las amenazas donde la otra persona no pueda alcanzarlas.',
          ],
        },
      ],
    },
    {
      heading: 'Seguridad emocional',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Lo que está pasando no es su culpa. El abuso es una decisión que toma la otra persona.',
            'Es normal tener sentimientos encontrados, incluso hacia la persona que le hace daño.',
            'Manténgase en contacto con las personas que le apoyan. Una persona de apoyo de una línea de ayuda está para escucharle a cualquier hora.',
            'Cuide su cuerpo cuando pueda: descanse, coma, muévase y tome sus medicamentos.',
            'Los grupos de apoyo y la consejería pueden ayudar. La línea de ayuda puede informarle sobre opciones cerca de usted.',
            `Si tiene pensamientos suicidas, ${suicideLineWays()}.`,
          ],
        },
      ],
    },
    {
      heading: 'Mi plan',
      newPage: true,
      blocks: [
        { kind: 'fill-in', label: 'Mis personas de confianza y sus teléfonos', rows: 4, columns: ['Nombre', 'Teléfono'] },
        {
          kind: 'fill-in',
          label: 'Otros teléfonos útiles: refugio, persona de apoyo, médico, abogado',
          rows: 2,
          columns: ['Quién', 'Teléfono'],
        },
        { kind: 'fill-in', label: 'Un lugar seguro al que puedo ir', rows: 2 },
        { kind: 'fill-in', label: 'Palabra clave con mis personas de confianza', rows: 1 },
        { kind: 'fill-in', label: 'Dónde guardo mi bolsa de emergencia y las llaves de repuesto', rows: 1 },
      ],
    },
    {
      heading: 'Sobre esta guía',
      tone: 'note',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Esta guía es información general, no asesoría legal. Para recibir ayuda con órdenes de protección, custodia o inmigración, comuníquese con una oficina local de ayuda legal, o pida a la línea de ayuda que le ponga en contacto con una.',
        },
      ],
    },
  ];
}
