// The types of testing/node.mjs: those of the Node side it loads.
export * from './node/index.ts';
