import { useEffect, useState } from "react";
import { checkSignature, type SignatureVerdict } from "../../../shared/webhook/signature.ts";
import { base64ToBytes } from "./curl.ts";
import { browserHmac } from "./hmac.ts";

/**
 * The signature verdict of one request with the secret typed in this page (null: no secret yet, or
 * checking). Keyed by the body's base64 text, equal by value: a new event or a bot answer arriving
 * re-renders the list without checking every request again.
 */
export function useSignature(bodyBase64: string, header: string | undefined, secret: string) {
  const [verdict, setVerdict] = useState<SignatureVerdict | null>(null);
  useEffect(() => {
    setVerdict(null);
    if (secret.trim() === "") return;
    let live = true;
    checkSignature({
      secret: secret.trim(),
      body: base64ToBytes(bodyBase64),
      header,
      hmac: browserHmac().hmac,
    })
      .then((result) => live && setVerdict(result))
      .catch(() => live && setVerdict(null));
    return () => {
      live = false;
    };
  }, [bodyBase64, header, secret]);
  return verdict;
}
