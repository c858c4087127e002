// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { decodeCssEscapes, sanitizeStyleDeclarations, sanitizeStyleSheet } from '../../../core/sanitize/css.ts';
import { hasScriptScheme } from '../../../core/sanitize/index.ts';

describe('CSS declarations', () => {
  it('keeps whitelisted properties', () => {
    expect(sanitizeStyleDeclarations('color: red; background-color:#fff;font-size:14px; text-align:center')).toBe(
      'color: red; background-color: #fff; font-size: 14px; text-align: center',
    );
    expect(sanitizeStyleDeclarations('margin:0 auto;padding-left:4px;border:1px solid #ccc;width:50%;height:20px;display:inline-block;line-height:1.5')).toBe(
      'margin: 0 auto; padding-left: 4px; border: 1px solid #ccc; width: 50%; height: 20px; display: inline-block; line-height: 1.5',
    );
    expect(sanitizeStyleDeclarations('font-family: "Microsoft YaHei", sans-serif')).toBe('font-family: "Microsoft YaHei", sans-serif');
  });

  it('drops properties outside the whitelist', () => {
    expect(sanitizeStyleDeclarations('position:fixed;top:0;left:0;z-index:9999;color:red')).toBe('color: red');
    expect(sanitizeStyleDeclarations('behavior:url(x.htc)')).toBe('');
    expect(sanitizeStyleDeclarations('-moz-binding:url(x.xml#y)')).toBe('');
    expect(sanitizeStyleDeclarations('background:url(x.png)')).toBe('');
    expect(sanitizeStyleDeclarations('border-image:url(x.png) 30')).toBe('');
    expect(sanitizeStyleDeclarations('list-style-image:url(x.png)')).toBe('');
  });

  it('drops values that load or run anything, however written', () => {
    for (const value of [
      'width: expression(alert(1))',
      'width: EXPRESSION (alert(1))',
      'color: u\\72l(javascript:alert(1))',
      'background-color: url("javascript:alert(1)")',
      'font-family: "javascript:alert(1)"',
      'color: \\6a avascript:alert(1)',
      'width: ex/**/pression(alert(1))',
      'color: red</style><script>alert(1)</script>',
      'font-family: \\3c /style>',
    ]) {
      expect(sanitizeStyleDeclarations(value), value).toBe('');
    }
  });

  it('decodes escapes before checking property names', () => {
    expect(decodeCssEscapes('\\70 osition')).toBe('position');
    expect(sanitizeStyleDeclarations('\\70 osition: fixed; \\63olor: blue')).toBe('color: blue');
  });

  it('keeps semicolons inside quotes', () => {
    expect(sanitizeStyleDeclarations('font-family: "a;b"; color: red')).toBe('font-family: "a;b"; color: red');
  });
});

describe('style sheets', () => {
  it('filters declarations and drops at-rules', () => {
    const css = '@import url(evil.css); p { color: red; position: absolute } @media print { p { color: blue } } .a > b { margin: 0 }';
    expect(sanitizeStyleSheet(css)).toBe('p { color: red }\n.a > b { margin: 0 }');
  });

  it('drops rules whose selector would break out of the style element', () => {
    expect(sanitizeStyleSheet('p</style><img src=x onerror=alert(1)> { color: red }')).toBe('');
    expect(sanitizeStyleSheet('@font-face { src: url(x) } b { font-weight: bold }')).toBe('b { font-weight: bold }');
  });
});

describe('script schemes', () => {
  it('sees through entities, whitespace, control characters and case', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'java\u0000script:x',
      'jav&#x61;script:x',
      'jav&#97script:x',
      'javascript&colon;x',
      'vbscript:msgbox',
    ]) {
      expect(hasScriptScheme(value), value).toBe(true);
    }
    expect(hasScriptScheme('https://example.com/java-script')).toBe(false);
  });
});
