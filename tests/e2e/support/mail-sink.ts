// A real SMTP server on loopback for the browser tests: the product sends mail to it over SMTP,
// and tests read what arrived over a small HTTP API (GET /messages?to=…, DELETE /messages).
import http from "node:http";
import { SMTPServer } from "smtp-server";

type Mail = { to: string[]; raw: string; receivedAt: number };
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("utf8"), receivedAt: Date.now() });
      done();
    });
  },
});
smtp.listen(Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525), "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://sink");
    if (url.pathname === "/health") return void res.end("ok");
    if (url.pathname === "/messages" && req.method === "DELETE") {
      mails.length = 0;
      return void res.end("[]");
    }
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      res.setHeader("content-type", "application/json");
      return void res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(process.env.MAIL_SINK_HTTP_PORT ?? 3199), "127.0.0.1");

console.log("[mail-sink] listening");
