import "server-only";
export { LINK_TARGETS, LINK_TYPES, FALLBACK_PATH, SOURCE_PARAM, isLinkType, recordableParams, resolveLink, type LinkType, type ResolvedLink } from "./targets";
export {
  answerEmailLink,
  deepLink,
  openPixelUrl,
  trackedLink,
  EMAIL_CLICK_ACTION,
  EMAIL_OPEN_ACTION,
  PIXEL_GIF,
  type EmailLinkAnswer,
  type LinkRoute,
} from "./answer";
