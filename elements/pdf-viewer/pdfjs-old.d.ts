/**
 * pdf.js 2.4.456's ES5 build (npm alias `pdfjs-dist-legacy`) ships no types of its own; the
 * viewer uses it through the part of the API both builds share, typed as the current build.
 */
declare module 'pdfjs-dist-legacy/es5/build/pdf.js' {
  const api: unknown;
  export default api;
}
