/**
 * What the site stores about leads, by what it stores: submissions (submissions.server.ts), their
 * deliveries (deliveries.server.ts), the owner's inbox (inbox.server.ts) and the newsletter's
 * subscribers (subscribers.server.ts). Re-exported here, where most callers import them from.
 */

export { deliveryRows, storeSubmission, sendKeyOf, submissionSentAs } from "./submissions.server.ts";
export type { DeliveryPlan, NewsletterSignup } from "./submissions.server.ts";
export { claimDueDeliveries, markDelivered, markAttemptFailed, retarget, releaseClaim, retryDelivery, sendSkippedDelivery, countSkippedBySetting, sendSkippedDeliveries, deliveriesFor, countDeliveriesByState } from "./deliveries.server.ts";
export { markHandled, listSubmissions, filteredSubmissions, countNewLeads, newLeadsCount, getSubmission } from "./inbox.server.ts";
export type { SubmissionListItem, SubmissionFilter } from "./inbox.server.ts";
export { listSubscribers, removeSubscriber, countSubscribers } from "./subscribers.server.ts";
