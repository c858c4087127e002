/**
 * The visual configuration (page kind `config`, shown by the Config route): the designer of page
 * configs, module menus and report definitions over FM_CONFIG (docs/server-contract.md
 * "Configuration"). It loads in a chunk of its own when the route first opens.
 */
export { default as DesignerPage } from './DesignerPage.tsx';
