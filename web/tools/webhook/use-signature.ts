import { useEffect, useState } from "react";
import { checkSignature, type SignatureVerdict } from "../../../shared/webhook/signature.ts";
import { browserHmac } from "./hmac.ts";

/** The signature verdict of one request with the secret typed in this page (null: no secret yet, or checking). */
export function useSignature(bytes: Uint8Array, header: string | undefined, secret: string) {
  const [verdict, setVerdict] = useState<SignatureVerdict | null>(null);
  useEffect(() => {
    setVerdict(null);
    if (secret.trim() === "") return;
    let live = true;
    checkSignature({ secret: secret.trim(), body: bytes, header, hmac: browserHmac().hmac })
      .then((result) => live && setVerdict(result))
      .catch(() => live && setVerdict(null));
    return () => {
      live = false;
    };
  }, [bytes, header, secret]);
  return verdict;
}
