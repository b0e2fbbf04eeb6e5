import type { DocumentMimeType } from "../../../contracts/kyc.ts";

/**
 * The type of an upload from its first bytes (its "magic number"): a file called passport.jpg
 * that is really an executable, a script or a zip is none of ours. Null for anything else.
 */
export function detectDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  const starts = (...signature: number[]) =>
    signature.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** A file name safe to show and to send back in a header: no path, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = [...base]
    .filter(
      (char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>'.includes(char),
    )
    .join("")
    .trim()
    .slice(0, 120);
  return cleaned || "document";
}
