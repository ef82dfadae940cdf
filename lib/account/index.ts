// The account area (/profile and the pages around it): profile details, email and password changes,
// self-service deletion, marketing unsubscribe, reviews and feedback.
import "server-only";
export { readProfile, updateProfile, type AccountProfile, type UpdateProfileResult } from "./profile";
export { requestEmailChange, confirmEmailChange, emailChangeLink, maskEmail, EMAIL_TOKEN_PARAM, type RequestEmailChangeResult, type ConfirmEmailChangeResult } from "./email-change";
export { changePassword, type ChangePasswordResult } from "./password";
export { deleteAccount, anonymisedEmail, ACCOUNT_DELETE_AUDIT_ACTION, type DeleteAccountResult } from "./delete";
export { unsubscribeToken, verifyUnsubscribeToken, unsubscribeUrl, setMarketingOptOut, type MarketingChange } from "./unsubscribe";
export { submitReview, goodResultShoot, hasReviewed, reviewerName, reviewAuthor, trustpilotUrl, TRUSTPILOT_REVIEW_URL, REVIEW_AUDIT_ACTION, type SubmitReviewResult } from "./review";
export { submitFeedback, feedbackShoots, type SubmitFeedbackResult } from "./feedback";
