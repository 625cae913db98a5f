/** What the server hands the messages feature: the WhatsApp app's secret and webhook verify token. */
export interface MessagesDeps {
  /** WHATSAPP_APP_SECRET: the webhooks' signatures are checked with it; none: every webhook is refused. */
  appSecret: string | null;
  /** WHATSAPP_VERIFY_TOKEN: the subscription handshake's token. */
  verifyToken: string | null;
}

declare module '@agenda/trpc' {
  interface FeatureServices {
    messages: MessagesDeps;
  }
}
