// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentFocus, scrollToElement } from './scroll-into-view';

function setUp() {
  document.body.innerHTML = `
    <button id="opener">Ver automatización de chat</button>
    <section id="target"><button id="target-button">Automatización de chat</button></section>
    <textarea id="field"></textarea>`;
  const target = document.getElementById('target')!;
  const scrollIntoView = vi.fn();
  target.scrollIntoView = scrollIntoView;
  return { target, scrollIntoView, byId: (id: string) => document.getElementById(id)! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('scrollToElement', () => {
  it('scrolls to the element and moves the focus to it (or to its focusSelector match)', () => {
    const { scrollIntoView, byId } = setUp();
    expect(scrollToElement('target', { block: 'start', focusSelector: 'button' })).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(byId('target-button'));
  });

  it('answers false for an element that is not in the page', () => {
    setUp();
    expect(scrollToElement('missing')).toBe(false);
  });

  it('moves the focus when it is still where it was when the scroll was asked for', () => {
    const { byId } = setUp();
    byId('opener').focus();
    const focusWasOn = currentFocus();
    scrollToElement('target', { focusSelector: 'button', focusWasOn });
    expect(document.activeElement).toBe(byId('target-button'));
  });

  it('moves the focus when what had it has left the page (the focus fell back to the body)', () => {
    const { byId } = setUp();
    byId('opener').focus();
    const focusWasOn = currentFocus();
    byId('opener').remove();
    scrollToElement('target', { focusSelector: 'button', focusWasOn });
    expect(document.activeElement).toBe(byId('target-button'));
  });

  it('leaves the focus where the user put it meanwhile (typing in a field), but still scrolls', () => {
    const { scrollIntoView, byId } = setUp();
    byId('opener').focus();
    const focusWasOn = currentFocus();
    byId('field').focus();
    expect(scrollToElement('target', { focusSelector: 'button', focusWasOn })).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(byId('field'));
  });
});
