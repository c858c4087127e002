import { walkHost } from './host-flow.ts';

describe('the vue host page', () => {
  it('embeds a list and a form: attributes, properties, events and one shared session', async function (this: MochaContext) {
    this.timeout(90000);
    await walkHost('vue');
  });
});
