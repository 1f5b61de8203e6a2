/**
 * What the `bvs` package exports for the customer's side: checking the signature of a webhook
 * delivery (spec 6.2) in a receiver. The service itself is run from a clone (`npm start`).
 */
export { verifyWebhookSignature, type VerifyOptions } from './lib/webhook-signature';
