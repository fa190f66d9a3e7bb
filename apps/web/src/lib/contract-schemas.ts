/**
 * The contract's zod schemas, loaded when a form is submitted rather than when its page opens:
 * zod is a quarter of a first page's budget (spec/issue: initial route ≤ 250 KB gzip), and no one
 * needs it before pressing the button. Validation still uses exactly the server's schemas.
 */
export const loadAuthSchemas = () => import('@app/contract/schemas/auth');
