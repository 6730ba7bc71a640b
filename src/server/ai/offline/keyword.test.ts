import { describe, expect, it } from 'vitest';
import { deriveKeyword, withoutLeadIn } from './keyword';

describe('deriveKeyword', () => {
  it.each([
    ['Vendo un curso online de fotografía con el móvil para principiantes', 'CURSO'],
    ['Ofrecemos sesiones de fisioterapia a domicilio', 'SESIONES'],
    ['Un nuevo blend de café de especialidad tostado en Madrid', 'BLEND'],
    ['Mi producto es una mentoría grupal de 8 semanas', 'MENTORIA'],
    ['Pan de masa madre con 48 horas de fermentación', 'PAN'],
    ['Cestas de fruta ecológica de temporada', 'CESTAS'],
    ['Diseño de uñas y manicura semipermanente', 'DISENO'],
    ['Tenemos un estudio de yoga en Bilbao', 'ESTUDIO'],
  ])('%s → %s', (description, keyword) => {
    expect(deriveKeyword(description)).toBe(keyword);
  });

  it('skips words longer than 12 letters and takes the next noun', () => {
    expect(deriveKeyword('Acompañamiento nutricional personalizado con menús semanales')).toBe('NUTRICIONAL');
  });

  it('falls back to QUIERO when there is no usable word', () => {
    expect(deriveKeyword('')).toBe('QUIERO');
    expect(deriveKeyword('   ')).toBe('QUIERO');
    expect(deriveKeyword('🎉🎉🎉 1234 !!!')).toBe('QUIERO');
    expect(deriveKeyword('Es un servicio para todos')).toBe('QUIERO');
    expect(deriveKeyword('Электронная книга по фотографии')).toBe('QUIERO');
    expect(deriveKeyword('Supercalifragilisticoespialidoso')).toBe('QUIERO');
  });

  it('always gives 3-12 capital letters without accents or spaces', () => {
    for (const text of ['Ñoquis caseros', 'Crème brûlée artesana', 'Té matcha ceremonial', 'x y z']) {
      expect(deriveKeyword(text)).toMatch(/^[A-Z]{3,12}$/);
    }
    expect(deriveKeyword('Ñoquis caseros')).toBe('NOQUIS');
    expect(deriveKeyword('Crème brûlée artesana')).toBe('CREME');
  });
});

describe('withoutLeadIn', () => {
  it('drops the verb a description starts with', () => {
    expect(withoutLeadIn('Vendo un curso de cerámica')).toBe('un curso de cerámica');
    expect(withoutLeadIn('Nuestro producto es una crema solar mineral')).toBe('una crema solar mineral');
    expect(withoutLeadIn('Se trata de un taller de escritura')).toBe('un taller de escritura');
  });

  it('keeps the text when little would be left', () => {
    expect(withoutLeadIn('Vendo pan')).toBe('pan');
    expect(withoutLeadIn('Es un')).toBe('Es un');
    expect(withoutLeadIn('Curso de cerámica')).toBe('Curso de cerámica');
  });
});
