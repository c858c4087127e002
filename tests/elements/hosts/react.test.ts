import { walkHost } from './host-flow.ts';

describe('the react host page', () => {
  it('embeds a list and a form: attributes, properties, events and one shared session', async function (this: MochaContext) {
    this.timeout(90000);
    await walkHost('react');
  });
});
