// The answers of the calls served at the site's root, outside /api/v4 and so outside the route
// table: the payment calls, at the original's top-level paths. This server has no payment provider
// and answers them 501 paymentsNotConfigured; the success answers are the original's, so a client
// written for a configured server reads them typed.

/** The success answers by `METHOD /path`, as the route table's keys are written. */
export interface ApiSiteRootAnswers {
  /** A Stripe checkout was opened: its session, for Stripe's redirect. */
  'POST /stripe/checkout-session': { sessionId?: string };
}
