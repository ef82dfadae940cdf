// Referral programme: /invite/{code} → a new account is linked (link.ts) → its first package purchase
// gets the referral discount (offer.ts, applied by lib/payments) → when that purchase is paid, the
// referrer's reward is pending (reward.ts, inside the fulfilment transaction) → once the purchase is past
// its refund window, the referrer gets photo credits and an email (release.ts, an hourly job).
import "server-only";
export { findReferrer, firstName, maskEmail, referralCodeSchema } from "./codes";
export { referralDiscount } from "./discount";
export { isPersonalAccount } from "./eligibility";
export { linkReferral, type LinkResult } from "./attach";
export { readInviteLanding, type InviteLanding } from "./landing";
export { referralOffer, referralPercentFor, type ReferralOffer } from "./offer";
export { invitesOverview, type InvitesOverview, type InvitedPerson } from "./overview";
export { referralDiscountPercent, referralMaxRewardsPerMonth, referralRewardCredits } from "./parameters";
export { releaseDueReferralRewards, releaseReferralReward, type ReleaseOutcome, type ReleaseRun } from "./release";
export { REWARD_CAP_DAYS, REWARD_NOTES, rewardReferralInTx, type RewardOutcome } from "./reward";
