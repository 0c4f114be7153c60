// Operations are named by what they return (`OP.getLadder`, "the ladder"), never by their code in the
// specification (an E and a number): only the contract's table (lib/contract) holds the codes. This rule fails on a
// code in an identifier, a string or template literal, JSX text or a comment.

// A code as a word of its own: an E and one or two digits, alone, in brackets or between slashes. Not
// a percent escape ("%E0%A4"), a colour ("#E0"), a number ("1E10": no word boundary before the E) or a
// longer word (E and three digits, or letters before the E).
const CODE = /(?<![%#])\bE\d{1,2}\b/;

/** @type {import("eslint").Rule.RuleModule} */
export const noOperationCodes = {
  meta: {
    type: "suggestion",
    docs: { description: "name a contract operation by what it returns, not by its specification code" },
    schema: [],
    messages: {
      code: "operation code {{code}}: name the operation by what it returns (OP.<operationId> in code, its summary in prose)",
    },
  },
  create(context) {
    const check = (node, text, loc) => {
      const m = typeof text === "string" ? CODE.exec(text) : null;
      if (m) context.report({ ...(loc ? { loc } : { node }), messageId: "code", data: { code: m[0] } });
    };
    return {
      Program() {
        for (const c of context.sourceCode.getAllComments()) check(undefined, c.value, c.loc);
      },
      Identifier: (node) => check(node, node.name),
      PrivateIdentifier: (node) => check(node, node.name),
      JSXIdentifier: (node) => check(node, node.name),
      Literal: (node) => check(node, typeof node.value === "string" ? node.value : undefined),
      TemplateElement: (node) => check(node, node.value.raw),
      JSXText: (node) => check(node, node.value),
    };
  },
};

const plugin = { rules: { "no-operation-codes": noOperationCodes } };
export default plugin;
