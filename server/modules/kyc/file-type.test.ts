import { describe, expect, it } from "vitest";
import { cleanFileName, detectDocumentType } from "./file-type.ts";

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);

describe("documents are known by their bytes", () => {
  it.each([
    { name: "JPEG", data: bytes(0xff, 0xd8, 0xff, 0xe0), type: "image/jpeg" },
    { name: "PNG", data: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), type: "image/png" },
    { name: "PDF", data: text("%PDF-1.7\n"), type: "application/pdf" },
    { name: "WebP", data: text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), type: "image/webp" },
    { name: "an executable called .jpg", data: text("MZ\u0090\u0000"), type: null },
    { name: "a zip", data: bytes(0x50, 0x4b, 0x03, 0x04), type: null },
    { name: "HTML", data: text("<html><script>"), type: null },
    { name: "nothing", data: new Uint8Array(), type: null },
    {
      name: "a RIFF that is not WebP",
      data: text("RIFF\u0000\u0000\u0000\u0000WAVEfmt "),
      type: null,
    },
  ])("$name → $type", ({ data, type }) => {
    expect(detectDocumentType(data)).toBe(type);
  });

  it("keeps only a plain name", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName('C:\\x\\my "id".png')).toBe("my id.png");
    expect(cleanFileName(undefined)).toBe("document");
  });
});
