// Issue 13 part 4 (DESIGN §5, STYLE #3 and #11): an element with more than a few style rules keeps
// them in a sibling *.styles.ts, and every event an element dispatches goes through src/ui/emit.ts
// under one naming style. This reads the element folders' syntax trees and checks both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');
const ELEMENT_FOLDERS = ['src/ui', 'src/views', 'src/modal'];
/** More rules than this in an inline `css` block belong in a sibling `<element>.styles.ts`. */
const MAX_INLINE_RULES = 5;
const EMIT_MODULE = 'src/ui/emit.ts';

/** The element folders' modules, without the style modules (their `css` blocks are the point). */
function elementFiles(): string[] {
  return ELEMENT_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.styles.ts'))
      .map((file) => join(folder, file)),
  );
}

function parse(file: string, text = readFileSync(join(ROOT, file), 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/**
 * The rule count of each `css` tagged template in a module: its `{`, so a nested block (`@media`,
 * `@keyframes`) counts as the rules it holds. `${…}` interpolations are not text and do not count.
 */
function inlineCssRuleCounts(source: ts.SourceFile): number[] {
  const counts: number[] = [];
  walk(source, (node) => {
    if (!ts.isTaggedTemplateExpression(node) || node.tag.getText(source) !== 'css') return;
    const { template } = node;
    const text = ts.isNoSubstitutionTemplateLiteral(template)
      ? template.text
      : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join('');
    counts.push(text.split('{').length - 1);
  });
  return counts;
}

test(`no element module holds an inline css block of more than ${MAX_INLINE_RULES} rules (issue 13 part 4)`, () => {
  const files = elementFiles();
  assert.ok(
    files.includes('src/ui/wui-button.ts') && files.includes('src/modal/w3m-modal.ts'),
    'expected to read the element folders',
  );
  const blocks = files.flatMap((file) => inlineCssRuleCounts(parse(file)).map((rules) => ({ file, rules })));
  assert.ok(blocks.length > 10, 'expected to find the small inline css blocks that may stay');
  const tooLarge = blocks
    .filter(({ rules }) => rules > MAX_INLINE_RULES)
    .map(({ file, rules }) => `${file}: ${rules} rules inline`);
  assert.deepEqual(tooLarge, []);
});

/** The keys of `W3mEventMap` in src/ui/emit.ts. */
function declaredEventNames(): string[] {
  const source = parse(EMIT_MODULE);
  const names: string[] = [];
  walk(source, (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'W3mEventMap') return;
    for (const member of node.members) if (member.name && ts.isStringLiteral(member.name)) names.push(member.name.text);
  });
  return names;
}

/** Where a module builds a `CustomEvent` itself instead of calling emit(). */
function customEventConstructions(file: string, text?: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  walk(source, (node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'CustomEvent') {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
  });
  return found;
}

test('elements dispatch their events through emit(), all named w3m-* (issue 13 part 4)', () => {
  const names = declaredEventNames();
  assert.ok(names.length >= 6, `expected to read the events of W3mEventMap, read ${JSON.stringify(names)}`);
  assert.deepEqual(
    names.filter((name) => !/^w3m-[a-z]+(-[a-z]+)*$/.test(name)),
    [],
  );
  const elsewhere = elementFiles()
    .filter((file) => file !== EMIT_MODULE)
    .flatMap((file) => customEventConstructions(file));
  assert.deepEqual(elsewhere, []);
});

test('the element checks see a violation when there is one', () => {
  const sample = parse(
    'sample.ts',
    [
      'const small = css`:host { display: block; } .a { color: ${red}; }`;',
      'const large = css`a {} b {} c {} d {} e {} @media (x) { f {} }`;',
      'const notCss = html`<p style="x">{}</p>`;',
    ].join('\n'),
  );
  assert.deepEqual(inlineCssRuleCounts(sample), [2, 7]);
  assert.deepEqual(
    customEventConstructions('sample.ts', "this.dispatchEvent(new CustomEvent('wui-close', { bubbles: true }));"),
    ['sample.ts:1'],
  );
  // emit.ts itself is the one place that constructs them, so the reader is looking at real code.
  assert.equal(customEventConstructions(EMIT_MODULE).length, 1);
});
