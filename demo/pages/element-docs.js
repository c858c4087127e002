// The element docs page: every public element of /dist/custom-elements.json with its module,
// attributes, properties, events (with their detail types), CSS custom properties and parts.
// Drawn with DOM calls only (the demo pages' Trusted Types policy allows no HTML strings).
const WORDS = {
  '010': {
    title: '元素文档',
    language: 'English',
    shell: '完整应用',
    hosts: '宿主页示例',
    intro: '本页根据构建生成的 dist/custom-elements.json 绘制：每个公共元素的属性、property、事件（含 detail 类型）、CSS 自定义属性和 part。',
    loading: '正在读取 custom-elements.json…',
    failed: '无法读取 /dist/custom-elements.json（%s）。请先运行 npm run build。',
    noElements: 'custom-elements.json 里没有元素。',
    attributes: '属性（字符串与编号）',
    properties: 'Property',
    events: '事件',
    cssProperties: 'CSS 自定义属性',
    cssParts: 'CSS part',
    name: '名称',
    field: 'Property 名',
    attribute: '对应属性',
    type: '类型',
    description: '说明',
    detail: 'detail 类型',
    none: '无',
    module: '模块 %s',
    alsoIn: '（主入口 %s 也导出并注册它）',
    propertyOnly: '仅 property',
  },
  '011': {
    title: 'Element docs',
    language: '中文',
    shell: 'Full app',
    hosts: 'Host examples',
    intro:
      'Drawn from dist/custom-elements.json, which the build writes: every public element with its attributes, properties, events (with their detail types), CSS custom properties and parts.',
    loading: 'Reading custom-elements.json…',
    failed: 'Could not read /dist/custom-elements.json (%s). Run npm run build first.',
    noElements: 'custom-elements.json holds no element.',
    attributes: 'Attributes (strings and ids)',
    properties: 'Properties',
    events: 'Events',
    cssProperties: 'CSS custom properties',
    cssParts: 'CSS parts',
    name: 'Name',
    field: 'Property',
    attribute: 'Attribute',
    type: 'Type',
    description: 'Description',
    detail: 'Detail type',
    none: 'None',
    module: 'Module %s',
    alsoIn: ' (the main entry %s exports and registers it too)',
    propertyOnly: 'property only',
  },
};

const state = { language: localStorage.getItem('element-docs-language') === '011' ? '011' : '010', manifest: null, error: null };
const t = (key, arg = '') => (WORDS[state.language][key] ?? key).replace('%s', arg);
const $ = (name) => document.querySelector(`[data-docs="${name}"]`);

/** An element with text or children; `code` wraps the text in <code>. */
function make(tag, content = [], attributes = {}) {
  const element = document.createElement(tag);
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  element.append(...(Array.isArray(content) ? content : [content]));
  return element;
}
const code = (text) => make('code', text ?? '');
/** JSDoc text with its `code` spans drawn as code. */
const prose = (text) => (text ?? '').split('`').map((piece, index) => (index % 2 ? code(piece) : piece));

function table(rows, columns) {
  if (!rows?.length) return make('p', t('none'), { class: 'none' });
  const head = make(
    'tr',
    columns.map((column) => make('th', t(column.word), { scope: 'col' })),
  );
  const body = rows.map((row) =>
    make(
      'tr',
      columns.map((column) => make('td', column.cell(row))),
    ),
  );
  return make('table', [make('thead', head), make('tbody', body)]);
}

const typeText = (item) => item.type?.text ?? '';
const COLUMNS = {
  attributes: [
    { word: 'name', cell: (row) => code(row.name) },
    { word: 'field', cell: (row) => code(row.fieldName ?? '') },
    { word: 'type', cell: (row) => code(typeText(row)) },
    { word: 'description', cell: (row) => prose(row.description) },
  ],
  // An attribute's property and an object property alike; the latter has no attribute.
  members: [
    { word: 'name', cell: (row) => code(row.name) },
    { word: 'attribute', cell: (row) => (row.attribute ? code(row.attribute) : make('span', t('propertyOnly'), { class: 'none' })) },
    { word: 'type', cell: (row) => code(typeText(row)) },
    { word: 'description', cell: (row) => prose(row.description) },
  ],
  events: [
    { word: 'name', cell: (row) => code(row.name) },
    { word: 'detail', cell: (row) => code(typeText(row)) },
    { word: 'description', cell: (row) => prose(row.description) },
  ],
  named: [
    { word: 'name', cell: (row) => code(row.name) },
    { word: 'description', cell: (row) => prose(row.description) },
  ],
};

/** A word with `%s` in it, the value drawn as code in its place. */
function wordWithCode(key, value) {
  const [before, after = ''] = (WORDS[state.language][key] ?? key).split('%s');
  return [before, code(value), after];
}

/** Where a host imports the element from: its own module, and the others that re-export and register it. */
function moduleLine(declaration, modules) {
  const own = modules.find((module) => module.declarations?.includes(declaration));
  const others = modules.filter(
    (module) => module !== own && module.exports?.some((entry) => entry.kind === 'custom-element-definition' && entry.name === declaration.tagName),
  );
  const also = others.length ? wordWithCode('alsoIn', others.map((module) => module.path).join(', ')) : [];
  return make('p', [...wordWithCode('module', own?.path ?? ''), ' ', code(declaration.name), ...also], { class: 'module' });
}

function elementSection(declaration, modules) {
  const tag = declaration.tagName;
  return make(
    'section',
    [
      make('h2', code(`<${tag}>`), { id: tag }),
      make('p', prose(declaration.summary)),
      ...(declaration.description ? [make('p', prose(declaration.description), { class: 'description' })] : []),
      moduleLine(declaration, modules),
      make('h3', t('attributes')),
      table(declaration.attributes, COLUMNS.attributes),
      make('h3', t('properties')),
      table(declaration.members, COLUMNS.members),
      make('h3', t('events')),
      table(declaration.events, COLUMNS.events),
      make('h3', t('cssProperties')),
      table(declaration.cssProperties, COLUMNS.named),
      make('h3', t('cssParts')),
      table(declaration.cssParts, COLUMNS.named),
    ],
    { class: 'element', 'data-element': tag },
  );
}

/** Each element once, even if a module besides its own were to declare it too. */
function declarationsOf(manifest) {
  const all = (manifest?.modules ?? [])
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName);
  return all.filter((declaration, index) => all.findIndex((other) => other.tagName === declaration.tagName) === index);
}

function render() {
  document.documentElement.lang = state.language === '011' ? 'en-US' : 'zh-CN';
  document.title = `${WORDS['010'].title} · ${WORDS['011'].title}`;
  document.querySelectorAll('[data-word]').forEach((element) => (element.textContent = t(element.dataset.word)));
  $('language').textContent = t('language');
  $('links').replaceChildren(make('a', t('shell'), { href: '/index.html' }), make('a', t('hosts'), { href: '/hosts/plain.html' }));
  const declarations = declarationsOf(state.manifest);
  const status = state.error ? t('failed', state.error) : !state.manifest ? t('loading') : declarations.length ? '' : t('noElements');
  $('status').replaceChildren(...(status ? [make('p', status, { class: state.error ? 'docs-error' : 'none' })] : []));
  $('toc').replaceChildren(...declarations.map((declaration) => make('a', code(`<${declaration.tagName}>`), { href: `#${declaration.tagName}` })));
  $('elements').replaceChildren(...declarations.map((declaration) => elementSection(declaration, state.manifest.modules ?? [])));
}

$('language').addEventListener('click', () => {
  state.language = state.language === '011' ? '010' : '011';
  localStorage.setItem('element-docs-language', state.language);
  render();
});

render();
fetch('/dist/custom-elements.json')
  .then((reply) => (reply.ok ? reply.json() : Promise.reject(new Error(`HTTP ${reply.status}`))))
  .then((manifest) => (state.manifest = manifest))
  .catch((error) => (state.error = error instanceof Error ? error.message : String(error)))
  .finally(render);
