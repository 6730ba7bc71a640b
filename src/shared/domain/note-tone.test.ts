import { describe, expect, it } from 'vitest';
import { noteTone } from './note-tone';

describe('noteTone (client spec section 4), with the wording of the demo notes', () => {
  it('is blue for the speaking story type, whatever the note', () => {
    expect(noteTone('EL_HABLANDO', null)).toBe('blue');
    expect(noteTone('EL_HABLANDO', 'Historia de pausa')).toBe('blue');
  });

  it('is blue for notes that ask to adjust or change something', () => {
    expect(noteTone('TEXTO_PANTALLA', 'Ajustar el número de bolsas con el stock real del día.')).toBe('blue');
    expect(noteTone('TEXTO_PANTALLA', 'Grabar en vertical; ajustar la luz si sale quemado.')).toBe('blue');
    expect(noteTone('TESTIMONIO_CLIENTE', 'Cambiar la foto si el delantal nuevo llega antes.')).toBe('blue');
    expect(noteTone('TEXTO_PANTALLA', 'CAMBIO de última hora')).toBe('blue');
  });

  it('is amber for notes about a pause, with or without capitals', () => {
    expect(noteTone('TEXTO_PANTALLA', 'Historia de pausa: publicar solo si la tienda cierra.')).toBe('amber');
    expect(noteTone('TEXTO_PANTALLA', 'Campaña en pausa por falta de stock.')).toBe('amber');
    expect(noteTone('TEXTO_PANTALLA', 'PAUSA')).toBe('amber');
  });

  it('is grey otherwise', () => {
    expect(noteTone('TEXTO_PANTALLA', 'Pedir permiso a Irene antes de publicar su nombre.')).toBe('grey');
    expect(noteTone('TESTIMONIO_CLIENTE', null)).toBe('grey');
    expect(noteTone('OTRO', '')).toBe('grey');
    // 'intercambio' mentions no change to make: only words that start with the stem count.
    expect(noteTone('TEXTO_PANTALLA', 'Intercambio de regalos')).toBe('grey');
  });
});
