// Gift cards as their buyers see them (/app/giftcards): the listing, scoped to the person and the
// organisations they lead, and its CSV export. Redeeming lives in lib/payments/redeem.ts.
import "server-only";
export { giftCardsCsv, type GiftCardCsvLabels } from "./csv";
export { giftCardFilterSchema, giftCardsExport, redeemUrl } from "./export";
export { GIFT_CARD_STATES, giftCardScope, listGiftCards, stateOf, type GiftCardFilter, type GiftCardRow, type GiftCardState } from "./list";
