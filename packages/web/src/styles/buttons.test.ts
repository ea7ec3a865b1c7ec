// The shared button classes: one that cannot be pressed looks it (issue 19.9), and hovering it
// does not light it up as if it could be. Read from the stylesheet itself, applied by jsdom.
import { afterEach, describe, expect, it } from 'vitest';
import globalCss from './global.css?raw';

function buttonWith(className: string, isDisabled: boolean): HTMLButtonElement {
  const style = document.createElement('style');
  style.textContent = globalCss.replace(/@import[^;]+;/g, '');
  document.head.append(style);
  const button = document.createElement('button');
  button.className = className;
  button.disabled = isDisabled;
  document.body.append(button);
  return button;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the shared button classes', () => {
  it.each(['button', 'button button-secondary', 'button button-danger'])(
    '“%s” is faded and refuses the pointer when disabled, and not otherwise',
    (className) => {
      const disabled = getComputedStyle(buttonWith(className, true));
      expect(disabled.opacity).toBe('0.5');
      expect(disabled.cursor).toBe('not-allowed');
      const enabled = getComputedStyle(buttonWith(className, false));
      expect(enabled.opacity).not.toBe('0.5');
      expect(enabled.cursor).toBe('pointer');
    },
  );

  it('gives no hover colour to a disabled button', () => {
    const hoverRules = globalCss
      .split('}')
      .map((rule) => rule.split('{')[0]!.trim())
      .filter((selector) => selector.includes(':hover') && selector.includes('.button'));
    expect(hoverRules.length).toBeGreaterThan(0);
    for (const selector of hoverRules) expect(selector).toContain(':not(:disabled)');
  });
});
