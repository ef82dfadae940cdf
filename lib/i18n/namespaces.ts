// Every message namespace: one file per locale, messages/<locale>/<Namespace>.json. A new namespace
// is a file in each of messages/en, de and es plus its name here (lib/i18n/messages.test.ts checks
// that the list and the files agree).
import "server-only";
export const NAMESPACES = [
  "Api", "App", "Auth", "Backoffice", "BackofficeUsers", "BackofficeOrganizations", "BackofficeMoney", "BackofficeCoupons", "BackofficeShoots", "BackofficeEngine", "BackofficeOperations", "BackofficeSupport", "BackofficeContent", "BackofficeWardrobe", "BackofficeEmails", "BackofficeCatalog", "Checkout", "DesignSystem", "Email", "Engine", "Errors", "Feedback", "Footer",
  "GalleryActions", "GiftCards", "Home", "InviteLanding", "Invites", "Invoices", "Legal", "Meta", "Nav", "PhoneUpload",
  "Pricing", "Profile", "Redeem", "Refund", "Results", "Retry", "Share", "Shell", "Shoots",
  "Studio", "Styles", "TeamApi", "TeamBranding", "TeamBulkUpload", "TeamCredits", "TeamHelp", "TeamInvoices", "TeamLead", "TeamMember", "TeamMembers", "TeamNotifications", "TeamPage", "TeamResults", "TeamSettings", "TeamSetup", "TeamStyle", "TeamWebhooks", "Trustpilot", "UI", "Unsubscribe", "Upload", "UploadApi", "Upsell", "Vote",
  "VotingResults", "Waiting",
  // The public site (issue 17)
  "Marketing", "CompanyHeadshots", "HeadshotTypes", "Catalogue", "Reviews", "Comparison", "Ugly", "Landing", "Affiliate", "Blog", "Contact", "Jobs", "ContentPages", "Seo",
  // Free tools and consent (issue 18)
  "Tools", "ToolLinkedIn", "ToolSignature", "ToolTeamPage", "ToolFreeHeadshot", "ToolPfp", "Consent", "FreeToolsApi",
  // The back office, part 2: styles, their SEO texts, preview avatars
  "BackofficeStyles",
  // The back office, part 2: reviews, testimonials and surveys; the customer's survey card
  "BackofficeReviews", "Survey",
] as const;

export type Namespace = (typeof NAMESPACES)[number];
