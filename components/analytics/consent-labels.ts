/** The consent banner's and preferences' strings, built on the server from the Consent namespace (islands import no next-intl). */
export type ConsentLabels = {
  banner: { label: string; title: string; description: string; acceptAll: string; rejectAll: string; choose: string; policy: string };
  preferences: {
    title: string;
    acceptAll: string;
    rejectAll: string;
    save: string;
    close: string;
    intro: string;
    necessary: { title: string; description: string };
    analytics: { title: string; description: string };
    more: { title: string; description: string };
  };
};
