/**
 * What the site stores about leads, by what it stores: submissions (submissions.server.ts), their
 * deliveries (deliveries.server.ts), the owner's inbox (inbox.server.ts) and the newsletter's
 * subscribers (subscribers.server.ts). Re-exported here, where most callers import them from.
 */

export { deliveryRows, storeSubmission, sendKeyOf, submissionSentAs } from "./submissions.server";
export type { DeliveryPlan, NewsletterSignup } from "./submissions.server";
export { claimDueDeliveries, markDelivered, markAttemptFailed, retarget, releaseClaim, retryDelivery, sendSkippedDelivery, countSkippedBySetting, sendSkippedDeliveries, deliveriesFor, countDeliveriesByState } from "./deliveries.server";
export { markHandled, listSubmissions, filteredSubmissions, countNewLeads, newLeadsCount, getSubmission } from "./inbox.server";
export type { SubmissionListItem, SubmissionFilter } from "./inbox.server";
export { listSubscribers, removeSubscriber, countSubscribers } from "./subscribers.server";
