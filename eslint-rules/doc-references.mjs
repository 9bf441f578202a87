/**
 * Comments point only at documents in the repository (docs/). The product's source documents
 * (the specification and the design notes) live outside it, so a reader of the code cannot
 * follow a reference to them.
 */
const OUTSIDE = /\bspec\s*§|\b(?:DESIGN|DOMAIN|STYLE)\.md\b/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite only documents inside the repository.' },
    schema: [],
    messages: {
      outside:
        'This comment cites "{{reference}}", which is not in the repository: point to docs/ or say it here.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = OUTSIDE.exec(comment.value);
          if (found) {
            context.report({
              loc: comment.loc,
              messageId: 'outside',
              data: { reference: found[0] },
            });
          }
        }
      },
    };
  },
};
