// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HIDDEN_STYLE, applyHiddenStyles, hideStyleAttributes, restoreStyleAttributes, styleDeclarationList } from '../../../core/sanitize/style-attributes.ts';

describe('style attributes renamed around the parser (strict style-src)', () => {
  it('renames style attributes of start tags, whatever their quoting and case', () => {
    expect(hideStyleAttributes('<p style="color:red">a</p><b STYLE=\'x\'>b</b><i style=c>i</i>')).toBe(
      `<p ${HIDDEN_STYLE}="color:red">a</p><b ${HIDDEN_STYLE}='x'>b</b><i ${HIDDEN_STYLE}=c>i</i>`,
    );
  });

  it('leaves text, other attributes and values that mention style alone', () => {
    const html = '<p title="a > style=b" class="style">style="x" <em>styled</em></p>';
    expect(hideStyleAttributes(html)).toBe(html);
    expect(hideStyleAttributes('<p title="x>y" style="color:red">')).toBe(`<p title="x>y" ${HIDDEN_STYLE}="color:red">`);
  });

  it('restores what it hid', () => {
    const html = '<div class="a" style="margin: 0; color: red"><span style="font-weight: bold">x</span></div>';
    expect(restoreStyleAttributes(hideStyleAttributes(html))).toBe(html);
  });

  it('lists the whitelisted declarations for CSSOM, with their priority', () => {
    expect(styleDeclarationList('color: red; position: fixed; font-size: 14px !important; background: url(x)')).toEqual([
      { property: 'color', value: 'red', priority: '' },
      { property: 'font-size', value: '14px', priority: 'important' },
    ]);
    expect(styleDeclarationList('font-family: "a; b", serif')).toEqual([{ property: 'font-family', value: '"a; b", serif', priority: '' }]);
  });

  it('applies hidden styles through CSSOM and drops the attribute', () => {
    const box = document.createElement('div');
    const p = document.createElement('p');
    p.setAttribute(HIDDEN_STYLE, 'color: red; z-index: 9; text-align: center');
    box.append(p);
    applyHiddenStyles(box);
    expect(p.hasAttribute(HIDDEN_STYLE)).toBe(false);
    expect(p.style.getPropertyValue('color')).toBe('red');
    expect(p.style.getPropertyValue('text-align')).toBe('center');
    expect(p.style.getPropertyValue('z-index')).toBe('');
  });
});

describe('style elements renamed around the parser', () => {
  it('travel as raw-text xmp elements with a mark, and come back', () => {
    const html = '<style type="text/css">p { color: red }</style><p>x</p><STYLE>b{}</STYLE >';
    const hidden = hideStyleAttributes(html);
    expect(hidden).toBe('<xmp data-sanitized-sheet type="text/css">p { color: red }</xmp><p>x</p><xmp data-sanitized-sheet>b{}</xmp >');
    expect(restoreStyleAttributes('<xmp data-sanitized-sheet="" type="text/css">p { color: red }</xmp><p>x</p>')).toBe(
      '<style type="text/css">p { color: red }</style><p>x</p>',
    );
  });
});
