// A real OpenID provider (the certified oidc-provider package) for the console's single sign-on test, on
// http://127.0.0.1:OIDC_PORT: another site than the console's http://localhost, as a real provider is. It
// registers one confidential client (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI) and the accounts of
// OIDC_ACCOUNTS, a JSON object of login -> { email, email_verified }; its own pages take any password.
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;
const accounts = JSON.parse(process.env.OIDC_ACCOUNTS);

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID,
      client_secret: process.env.OIDC_CLIENT_SECRET,
      redirect_uris: [process.env.OIDC_REDIRECT_URI],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // The e-mail claims in the ID token itself, as the console reads them there (not from the userinfo endpoint).
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  cookies: { keys: ["a test provider's cookie key"] },
  async findAccount(ctx, id) {
    const account = accounts[id];
    if (!account) {
      return undefined;
    }
    return {
      accountId: id,
      async claims() {
        return { sub: id, name: id, ...account };
      },
    };
  },
});

const server = provider.listen(port, "127.0.0.1", () => console.log(`OpenID provider ready at ${issuer}`));
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
