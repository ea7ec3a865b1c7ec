// Lint rule for the web's components: text a player reads comes from the i18n catalogue
// (packages/web/src/locales/en/*.json), never from a literal in JSX. Reports JSX text with a
// letter in it, and literal values of the attributes people read or hear: aria-label, title,
// placeholder, alt, label and the other aria text attributes. Punctuation, digits and symbols
// (·, ×, —, 42) may stay literal.
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

const hasLetter = (text) => /\p{L}/u.test(text);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((quasi) => quasi.value.cooked).join('');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  return null;
}

export const noUserVisibleLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX comes from the i18n catalogue' },
    messages: {
      text: 'User-visible text "{{text}}": put it in the i18n catalogue (locales/en) and use t().',
      attribute:
        '{{name}}="{{text}}" is read by players: put it in the i18n catalogue and use t().',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (hasLetter(node.value)) {
          context.report({
            node,
            messageId: 'text',
            data: { text: node.value.trim().slice(0, 40) },
          });
        }
      },
      // {'text'} as a child is JSX text too
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        const text = literalText(node.expression);
        if (text !== null && hasLetter(text)) {
          context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !readAttributes.has(name)) return;
        const text = literalText(node.value);
        if (text !== null && hasLetter(text)) {
          context.report({ node, messageId: 'attribute', data: { name, text: text.slice(0, 40) } });
        }
      },
    };
  },
};

export const i18nPlugin = { rules: { 'no-user-visible-literals': noUserVisibleLiterals } };
