import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpMailSender } from "./smtp.ts";

/** A minimal SMTP server (RFC 5321 happy path) that records what it receives. */
function smtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 test.local ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 2.0.0 queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 test.local\r\n");
        else if (command === "MAIL") {
          current.from = line;
          socket.write("250 2.1.0 ok\r\n");
        } else if (command === "RCPT") {
          if (options.rejectRecipients) socket.write("550 5.1.1 no such user\r\n");
          else {
            current.to.push(line);
            socket.write("250 2.1.5 ok\r\n");
          }
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
  });
  return {
    received,
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      return typeof address === "object" && address ? address.port : 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

describe("SMTP mail sender", () => {
  it("hands the message with text and HTML to the SMTP server", async () => {
    const server = smtpServer();
    const port = await server.listen();
    closeServer = server.close;
    const sender = createSmtpMailSender({
      url: `smtp://127.0.0.1:${port}`,
      from: "Sevens <no-reply@sevens.test>",
    });
    expect(sender.kind).toBe("smtp");
    await sender.send({
      to: "player@example.com",
      subject: "Confirm your e-mail address",
      text: "Confirm e-mail: http://sevens.test/verify/abc",
      html: "<p>Confirm</p>",
    });
    await sender.close();
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.from).toContain("no-reply@sevens.test");
    expect(mail?.to).toEqual([expect.stringContaining("player@example.com")]);
    expect(mail?.data).toContain("Subject: Confirm your e-mail address");
    expect(mail?.data).toContain("http://sevens.test/verify/abc");
    expect(mail?.data).toContain("text/html");
  });

  it("fails when the server refuses the recipient, so the job retries", async () => {
    const server = smtpServer({ rejectRecipients: true });
    const port = await server.listen();
    closeServer = server.close;
    const sender = createSmtpMailSender({ url: `smtp://127.0.0.1:${port}`, from: "a@b.test" });
    await expect(
      sender.send({ to: "nobody@example.com", subject: "s", text: "t" }),
    ).rejects.toThrow();
    await sender.close();
  });
});
