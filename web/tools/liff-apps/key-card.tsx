import { useLingui } from "@lingui/react";
import { Copy, Download, KeyRound, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useAuth } from "../../auth/auth.tsx";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { copyWithToast } from "../../lib/clipboard.ts";
import { downloadText } from "../../lib/download.ts";
import { toast } from "../../lib/toast.ts";
import { exportPrivateJwk, forgetKey, generateKey, type StoredKey, saveKid } from "./signing-key.ts";
import { registerSandboxKey } from "./token-requests.ts";

/** Generate the key pair, show the public JWK for the Console, keep the kid, register it in the sandbox. */
export function KeyCard({
  signingKey,
  onKey,
}: {
  signingKey: StoredKey | null;
  onKey: (key: StoredKey | null) => void;
}) {
  const { _: t } = useLingui();
  const { liff } = useAuth();
  const { credentials } = useChannelCredentials();
  const [exportable, setExportable] = useState(false);
  const [kid, setKid] = useState("");
  const [confirming, setConfirming] = useState(false);
  const kidField = useId();
  const publicJwk = signingKey ? JSON.stringify(signingKey.publicJwk, null, 2) : "";

  const generate = async () => {
    try {
      onKey(await generateKey(exportable));
    } catch (error) {
      toast.error(
        t("This browser could not make the key ({message})", { message: (error as Error).message }),
      );
    }
  };
  const storeKid = async (value: string) => {
    if (!signingKey) return;
    onKey(await saveKid(signingKey, value));
    setKid("");
    toast.success(t("kid saved"));
  };
  const register = async () => {
    if (!signingKey) return;
    const result = await registerSandboxKey(credentials.channelId, signingKey.publicJwk);
    if (result.ok) await storeKid(result.value.kid);
    else toast.error(t("The sandbox refused the key"), { description: result.message });
  };
  const exportFile = async () => {
    if (signingKey)
      downloadText(await exportPrivateJwk(signingKey), "assertion-private-key.jwk.json", "application/json");
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" /> {t("Assertion signing key")}
        </CardTitle>
        <CardDescription>
          {t(
            "For v2.1 tokens: an RSA key pair made in this browser. The private key stays here (IndexedDB) and signs the JWT; only the public JWK leaves, for you to paste into the LINE Developers Console.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <Alert>
          {t(
            "What the server sees: the signed JWT assertion (anyone holding it can use it until it expires, 5 minutes after signing) and the tokens LINE issues. It relays them to LINE and neither stores nor logs them. It never sees the private key.",
          )}
        </Alert>
        {signingKey ? (
          <>
            <div className="flex flex-col gap-2">
              <p className="font-medium">{t("Public key (JWK)")}</p>
              <pre className="max-h-40 overflow-auto rounded-md bg-gray-50 p-2 text-xs">{publicJwk}</pre>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => void copyWithToast(publicJwk, t("Public key copied"))}
                >
                  <Copy aria-hidden="true" /> {t("Copy public key")}
                </Button>
                {liff.mode === "sandbox" ? (
                  <Button variant="secondary" onClick={() => void register()}>
                    {t("Register in sandbox")}
                  </Button>
                ) : null}
                {signingKey.exportable ? (
                  <Button variant="outline" onClick={() => void exportFile()}>
                    <Download aria-hidden="true" /> {t("Export private key to a file")}
                  </Button>
                ) : null}
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" /> {t("Delete key")}
                </Button>
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={kidField}>{t("kid from the Console")}</Label>
              <div className="flex gap-2">
                <Input
                  id={kidField}
                  autoComplete="off"
                  spellCheck={false}
                  value={kid || signingKey.kid}
                  onChange={(e) => setKid(e.target.value)}
                  className="min-w-0 flex-1"
                />
                <Button variant="outline" disabled={kid.trim() === ""} onClick={() => void storeKid(kid)}>
                  {t("Save kid")}
                </Button>
              </div>
            </div>
          </>
        ) : (
          <div className="flex flex-col gap-3">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={exportable}
                onChange={(e) => setExportable(e.target.checked)}
              />
              {t("Let me export the private key to a file (less safe)")}
            </label>
            <Button className="self-start" onClick={() => void generate()}>
              {t("Generate key pair")}
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Delete the signing key from this browser?")}
        description={t("Assertions can no longer be signed with it here. Tokens already issued stay valid.")}
        confirmLabel={t("Delete key")}
        destructive
        onConfirm={() =>
          void forgetKey().then(() => {
            setConfirming(false);
            onKey(null);
          })
        }
      />
    </Card>
  );
}
