/**
 * The package's React entry (`app-shell-platform/react`, dist/react/index.js): the elements built
 * on the host's React instead of a copy of their own, so a React host bundles one React (react and
 * react-dom are optional peer dependencies). A build of its own, after the main one
 * (vite.config.ts), with the same settings but React left to the host's bundler.
 *
 * It writes into the same dist/ with the same chunk names: a chunk that does not reach React
 * (pdf.js, exceljs, lamejs, the pdf.js workers) comes out byte for byte as the main build's, with
 * the same hashed name, so the package holds it once. Only the chunks that import React differ.
 * The size budgets (DESIGN §6) are the main build's; the service worker, the licence notices and
 * pdf.js's character maps come from the main build too.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { ConfigEnv, PluginOption, UserConfig } from 'vite';
import mainConfig from './vite.config.ts';

const root = import.meta.dirname;

/** What the host's bundler provides: React, its DOM renderer and what they import. */
export const HOST_REACT = /^(react|react-dom|scheduler)(\/.*)?$/;

/** The main build's plugins this build leaves out: they write files the main build already wrote. */
const MAIN_ONLY = new Set(['size-budgets', 'service-worker', 'third-party-licenses', 'pdfjs-assets']);

function kept(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && MAIN_ONLY.has(plugin.name)));
}

export default defineConfig((env: ConfigEnv): UserConfig => {
  const main = (typeof mainConfig === 'function' ? mainConfig(env) : mainConfig) as UserConfig;
  const build = main.build ?? {};
  return {
    ...main,
    plugins: kept(main.plugins),
    build: {
      ...build,
      emptyOutDir: false,
      lib: {
        entry: { 'react/index': resolve(root, 'elements/entries/react.ts') },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rollupOptions: { ...build.rollupOptions, external: (id) => HOST_REACT.test(id) },
    },
  };
});
