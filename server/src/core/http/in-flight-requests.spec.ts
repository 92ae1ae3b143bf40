import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { InFlightRequests } from './in-flight-requests';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe(InFlightRequests.name, () => {
  it('settles only once every request has answered, even one whose client has gone', async () => {
    const requests = new InFlightRequests();
    const [a, b] = [response(), response()];
    requests.track(a);
    requests.track(b);
    let settled = false;
    void requests.settled().then(() => (settled = true));
    a.end();
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    b.destroy(); // the client left: its socket is gone, the handler still answers
    b.end();
    b.end(); // a second end is not a second answer
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(true);
  });

  it('is settled at once when nothing is in flight', async () => {
    await expect(new InFlightRequests().settled()).resolves.toBeUndefined();
  });
});
