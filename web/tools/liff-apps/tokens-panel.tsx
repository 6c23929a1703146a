import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { MAX_VALID_V21_TOKENS } from "../../../shared/channel-tokens/index.ts";
import {
  ChannelCredentialsCard,
  useChannelCredentials,
} from "../../components/credentials/channel-credentials.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select } from "../../components/ui/select.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import { KeyCard } from "./key-card.tsx";
import { loadKey, type StoredKey, signAssertion } from "./signing-key.ts";
import { type IssuedEntry, TokenCard, type TokenKind } from "./token-card.tsx";
import * as requests from "./token-requests.ts";

const DAY = 24 * 60 * 60;
const LIFETIMES = [3600, DAY, 7 * DAY, 30 * DAY] as const;

/** The channel access tokens tab: a Messaging API channel, the signing key, issue / verify / revoke. */
export function TokensPanel() {
  const { _: t } = useLingui();
  const { credentials, complete } = useChannelCredentials();
  const [signingKey, setSigningKey] = useState<StoredKey | null>(null);
  const [lifetime, setLifetime] = useState<number>(DAY);
  const [issued, setIssued] = useState<IssuedEntry[]>([]);
  const [kids, setKids] = useState<string[] | null>(null);
  const lifetimeField = useId();
  useEffect(() => {
    loadKey()
      .then((key) => key && setSigningKey(key))
      .catch(() => {});
  }, []);

  const add = (kind: TokenKind, token: { accessToken: string; expiresIn: number; keyId?: string }) =>
    setIssued((list) => [
      {
        id: Date.now(),
        kind,
        token: token.accessToken,
        expiresAt: Date.now() + token.expiresIn * 1000,
        ...(token.keyId ? { keyId: token.keyId } : {}),
      },
      ...list,
    ]);
  const patch = (id: number, status: IssuedEntry["status"]) =>
    setIssued((list) =>
      list.map((entry) => (entry.id === id ? { ...entry, ...(status ? { status } : {}) } : entry)),
    );
  const needCredentials = () => {
    if (complete) return false;
    toast.error(t("Enter the Messaging API channel's ID and secret first"));
    return true;
  };
  const assertion = async (tokenExp: number | null) => {
    if (needCredentials() || !signingKey) return null;
    const signed = await signAssertion(signingKey, credentials.channelId, tokenExp);
    if (signed.ok) return signed.jwt;
    toast.error(tm(signed.problem));
    return null;
  };
  const refused = (message: string) => toast.error(t("LINE refused the request"), { description: message });

  const issueV21 = async () => {
    const jwt = await assertion(lifetime);
    if (!jwt) return;
    const result = await requests.issueV21(jwt);
    if (result.ok) add("v2.1", result.value);
    else refused(result.message);
  };
  const listKids = async () => {
    const jwt = await assertion(null);
    if (!jwt) return;
    const result = await requests.listKids(jwt);
    if (result.ok) setKids(result.value.kids);
    else refused(result.message);
  };
  const issueOther = async (kind: "short-lived" | "stateless") => {
    if (needCredentials()) return;
    const result = await (kind === "stateless" ? requests.issueStateless : requests.issueShortLived)(
      credentials,
    );
    if (result.ok) add(kind, result.value);
    else refused(result.message);
  };
  const verify = async (entry: IssuedEntry) => {
    const result = await (entry.kind === "v2.1" ? requests.verifyV21 : requests.verifyShortLived)(
      entry.token,
    );
    patch(
      entry.id,
      result.ok
        ? { kind: "valid", until: Date.now() + result.value.expiresIn * 1000, scope: result.value.scope }
        : { kind: "refused", message: result.message },
    );
  };
  const revoke = async (entry: IssuedEntry) => {
    if (entry.kind === "v2.1" && needCredentials()) return;
    const result =
      entry.kind === "v2.1"
        ? await requests.revokeV21(credentials, entry.token)
        : await requests.revokeShortLived(entry.token);
    if (!result.ok) return refused(result.message);
    patch(entry.id, { kind: "revoked" });
    toast.success(t("Token revoked"));
  };

  const days = (seconds: number) =>
    seconds < DAY ? t("1 hour") : t("{count, plural, one {# day} other {# days}}", { count: seconds / DAY });
  return (
    <div className="flex flex-col gap-4">
      <ChannelCredentialsCard
        description={t(
          "The Messaging API channel whose tokens the bot uses. Sent with each request and never stored.",
        )}
      />
      <KeyCard signingKey={signingKey} onKey={setSigningKey} />
      <Card>
        <CardHeader>
          <CardTitle>{t("Issue a token")}</CardTitle>
          <CardDescription>
            {t("LINE keeps at most {max} valid v2.1 tokens per channel.", { max: MAX_VALID_V21_TOKENS })}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor={lifetimeField}>{t("v2.1 token lifetime")}</Label>
            <Select
              id={lifetimeField}
              value={String(lifetime)}
              onChange={(e) => setLifetime(Number(e.target.value))}
              options={LIFETIMES.map((seconds) => ({ value: String(seconds), label: days(seconds) }))}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={!signingKey?.kid} onClick={() => void issueV21()}>
              {t("Issue v2.1 token")}
            </Button>
            <Button variant="outline" disabled={!signingKey?.kid} onClick={() => void listKids()}>
              {t("List valid key IDs")}
            </Button>
            <Button variant="outline" onClick={() => void issueOther("short-lived")}>
              {t("Issue short-lived token (30 days)")}
            </Button>
            <Button variant="outline" onClick={() => void issueOther("stateless")}>
              {t("Issue stateless token (15 minutes)")}
            </Button>
          </div>
          {kids !== null ? (
            <div role="status" className="text-sm">
              <p className="font-medium">
                {t("{count, plural, one {# valid key ID} other {# valid key IDs}}", { count: kids.length })}
              </p>
              <ul className="break-all text-xs" translate="no">
                {kids.map((kid) => (
                  <li key={kid}>{kid}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <section aria-label={t("Issued tokens")} className="flex flex-col gap-3">
        {issued.map((entry, index) => (
          <TokenCard
            key={entry.id}
            entry={entry}
            newest={index === 0}
            {...(entry.kind === "stateless"
              ? {}
              : { onVerify: () => void verify(entry), onRevoke: () => void revoke(entry) })}
          />
        ))}
      </section>
    </div>
  );
}
