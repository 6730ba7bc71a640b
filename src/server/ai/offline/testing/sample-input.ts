import type { OfflineGeneratorInput } from '../types';

/** A realistic brief (a photography course) for the generator's tests; fresh on every call. */
export function sampleOfflineInput(duration: 7 | 14 | 21 = 7): OfflineGeneratorInput {
  return {
    brief: {
      productDescription:
        'Vendo un curso online de fotografía con el móvil para principiantes: 20 lecciones en vídeo, ejercicios prácticos y una comunidad privada para resolver dudas.',
      salesProcess:
        'La gente me escribe por Instagram, les mando el enlace a la página de venta y pagan con tarjeta o Bizum. Tienen acceso inmediato.',
      specialOffers:
        'Precio de lanzamiento de 97 € en vez de 147 €, con una sesión de revisión de fotos 1 a 1 de regalo y garantía de devolución de 14 días.',
      campaignDuration: duration,
      keyMessage: 'No necesitas una cámara cara para hacer fotos increíbles',
      launchAt: '2027-02-01T11:00:00.000Z',
    },
    brand: { brandName: 'Luz de Tarde', name: 'Marta Ruiz', industry: 'Fotografía', description: null },
    aiInfo: {
      whoYouAre: 'Soy Marta, fotógrafa desde hace 12 años y profesora de fotografía',
      targetAudience: 'madres y padres que quieren fotos bonitas de sus hijos sin complicarse',
      yourStory: null,
    },
    startDate: '2027-02-01',
  };
}
