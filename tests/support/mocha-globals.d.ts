// The browser tests run under mocha (through @web/test-runner-mocha), whose globals have no
// types installed here; these are the few the tests use.
interface MochaContext {
  timeout(ms: number): void;
  skip(): never;
}
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: MochaContext, done: MochaDone) => void | Promise<unknown>;
type MochaAsyncFn = (this: MochaContext) => void | Promise<unknown>;

declare function describe(title: string, body: (this: MochaContext) => void): void;
declare namespace describe {
  function skip(title: string, body: (this: MochaContext) => void): void;
  function only(title: string, body: (this: MochaContext) => void): void;
}
declare function it(title: string, body?: MochaFn | MochaAsyncFn): void;
declare namespace it {
  function skip(title: string, body?: MochaFn | MochaAsyncFn): void;
  function only(title: string, body?: MochaFn | MochaAsyncFn): void;
}
declare function before(body: MochaFn | MochaAsyncFn): void;
declare function after(body: MochaFn | MochaAsyncFn): void;
declare function beforeEach(body: MochaFn | MochaAsyncFn): void;
declare function afterEach(body: MochaFn | MochaAsyncFn): void;
