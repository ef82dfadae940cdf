// Runs followShoot() in a Node process started with --experimental-eventsource (the browser's
// EventSource), for components/waiting/follow.test.ts. Prints one JSON line per thing it observes.
// usage: node --experimental-eventsource --import tsx follow.test-child.ts BASE_URL [no-eventsource]
import { followShoot } from "./follow";

const [base, mode] = process.argv.slice(2);
const print = (line: object) => process.stdout.write(JSON.stringify(line) + "\n");

const stop = followShoot(
  {
    eventsUrl: `${base}/events`,
    statusUrl: `${base}/status`,
    pollMs: 100,
    EventSourceImpl: mode === "no-eventsource" ? null : EventSource,
  },
  {
    onStatus: (s) => {
      print({ type: "status", state: s.state, progress: s.progress });
      if (s.state === "ACTIVE" || s.state === "FAILED") setTimeout(() => process.exit(0), 50);
    },
    onLost: (why) => {
      print({ type: "lost", why });
      setTimeout(() => process.exit(0), 50);
    },
    onChannel: (channel) => print({ type: "channel", channel }),
  },
);
setTimeout(() => {
  stop();
  print({ type: "timeout" });
  process.exit(1);
}, 20_000);
