// Spanish words people type, mapped to the words directory records use (issue 22): the directory is written in
// English, so "refugio" must find shelters in both engines, online and offline. Keys are written as the search reads
// them, lowercase and without accents ("violencia domestica" finds "violencia doméstica" too); values as in
// synonyms.ts. Keep each key to three words at most.

export const SPANISH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Abuse and violence
  'violencia domestica': ['domestic violence', 'abuse'],
  'violencia familiar': ['domestic violence', 'family violence'],
  'violencia intrafamiliar': ['domestic violence', 'family violence'],
  'violencia de genero': ['domestic violence', 'abuse'],
  'violencia de pareja': ['intimate partner violence', 'domestic violence'],
  maltrato: ['domestic violence', 'abuse'],
  abuso: ['abuse', 'domestic violence'],
  agresor: ['domestic violence', 'abuse'],
  'violencia sexual': ['sexual violence', 'sexual assault'],
  'abuso sexual': ['sexual assault', 'sexual violence'],
  'agresion sexual': ['sexual assault', 'sexual violence'],
  violacion: ['sexual assault', 'sexual violence'],
  acoso: ['harassment', 'stalking'],
  'trata de personas': ['human trafficking', 'trafficking'],
  trata: ['human trafficking', 'trafficking'],
  // Housing
  refugio: ['shelter', 'safe house', 'emergency housing'],
  albergue: ['shelter', 'emergency housing'],
  'casa segura': ['shelter', 'safe house'],
  vivienda: ['housing', 'housing assistance'],
  alquiler: ['rent', 'rental assistance', 'housing assistance'],
  renta: ['rent', 'rental assistance', 'housing assistance'],
  desalojo: ['eviction', 'tenant'],
  'sin hogar': ['homeless', 'homelessness', 'shelter'],
  'sin techo': ['homeless', 'shelter'],
  // Law and rights
  abogado: ['lawyer', 'attorney', 'legal aid'],
  abogada: ['lawyer', 'attorney', 'legal aid'],
  'ayuda legal': ['legal aid', 'legal help', 'legal services'],
  'asistencia legal': ['legal aid', 'legal help', 'legal services'],
  'asesoria legal': ['legal aid', 'legal help', 'legal services'],
  'orden de proteccion': ['protection order', 'protective order', 'restraining order'],
  'orden de restriccion': ['restraining order', 'protection order'],
  divorcio: ['divorce', 'family law'],
  custodia: ['custody', 'family law'],
  familia: ['family', 'family law'],
  hijos: ['children', 'family'],
  ninos: ['children', 'kids'],
  inmigracion: ['immigration', 'immigrant'],
  inmigrante: ['immigrant', 'immigration'],
  inmigrantes: ['immigrant', 'immigration'],
  discriminacion: ['discrimination', 'civil rights'],
  // Health
  embarazo: ['pregnancy', 'pregnant', 'prenatal'],
  embarazada: ['pregnant', 'pregnancy', 'prenatal'],
  aborto: ['abortion', 'pregnancy options', 'reproductive'],
  anticonceptivos: ['contraception', 'birth control', 'family planning'],
  anticonceptivo: ['contraception', 'birth control', 'family planning'],
  'planificacion familiar': ['family planning', 'contraception'],
  medico: ['clinic', 'health center', 'medical'],
  clinica: ['clinic', 'health center'],
  salud: ['health'],
  'salud mental': ['mental health', 'counseling'],
  depresion: ['mental health', 'depression'],
  terapia: ['therapy', 'counseling', 'mental health'],
  consejeria: ['counseling'],
  suicidio: ['suicide', 'suicidal', 'crisis'],
  'seguro medico': ['health insurance', 'medicaid', 'coverage'],
  adicciones: ['addiction', 'substance use', 'recovery'],
  // Money
  comida: ['food', 'snap', 'food pantry', 'meals'],
  alimentos: ['food', 'snap', 'food assistance'],
  cupones: ['snap', 'food stamps', 'food assistance'],
  'cupones de alimentos': ['snap', 'food stamps', 'food assistance'],
  'estampillas de comida': ['snap', 'food stamps'],
  dinero: ['financial', 'cash assistance', 'benefits'],
  beneficios: ['benefits'],
  facturas: ['utility', 'energy assistance', 'liheap'],
  luz: ['utility', 'energy assistance', 'liheap'],
  impuestos: ['tax', 'tax credit', 'tax preparation'],
  deudas: ['credit counseling', 'debt'],
  beca: ['scholarship', 'grant', 'tuition'],
  becas: ['scholarship', 'grant', 'tuition'],
  subvencion: ['grant'],
  prestamo: ['loan', 'microloan'],
  // Work and business
  trabajo: ['jobs', 'job', 'employment', 'work'],
  empleo: ['jobs', 'employment', 'job'],
  capacitacion: ['job training', 'skills training', 'workforce'],
  negocio: ['small business', 'business', 'entrepreneur'],
  emprendedora: ['entrepreneur', 'small business'],
};

/**
 * Spanish filler words ("necesito ayuda para mujeres cerca de mi"), dropped like the English ones unless nothing else
 * is left. Articles that begin place names ("el", "la", "los", "las": El Paso, Los Angeles, Las Vegas) are kept.
 */
export const SPANISH_STOPWORDS: readonly string[] = [
  'de', 'del', 'al', 'en', 'y', 'o', 'con', 'para', 'por', 'que', 'mi', 'mis', 'un', 'una', 'unos', 'unas', 'cerca',
  'necesito', 'busco', 'quiero', 'donde', 'como', 'ayuda', 'ayudas', 'mujer', 'mujeres', 'servicio', 'servicios',
  'programa', 'programas', 'gratis', 'gratuito', 'gratuita', 'recursos', 'recurso', 'organizacion', 'organizaciones',
];
