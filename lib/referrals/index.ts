// Referral programme: /invite/{code} → a new account is linked (link.ts) → its first package purchase
// gets the referral discount (offer.ts, applied by lib/payments) → when that purchase is paid, the
// referrer gets photo credits and an email (reward.ts, inside the fulfilment transaction).
export { findReferrer, firstName, maskEmail, referralCodeSchema } from "./codes";
export { referralDiscount } from "./discount";
export { isPersonalAccount } from "./eligibility";
export { linkReferral, type LinkResult } from "./link";
export { readInviteLanding, type InviteLanding } from "./landing";
export { referralOffer, referralPercentFor, type ReferralOffer } from "./offer";
export { invitesOverview, type InvitesOverview, type InvitedPerson } from "./overview";
export { referralDiscountPercent, referralRewardCredits } from "./parameters";
export { rewardReferralInTx, type RewardOutcome } from "./reward";
