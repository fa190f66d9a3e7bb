/**
 * The contract's zod schemas, loaded when a form is submitted rather than when its page opens:
 * zod is a quarter of a first page's budget (the initial route must stay ≤ 250 KB gzip), and no one
 * needs it before pressing the button. Validation still uses exactly the server's schemas.
 */
export const loadAuthSchemas = () => import('@app/contract/schemas/auth');
