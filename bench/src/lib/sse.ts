import { request, type Agent } from 'node:http';

export type SseHandlers = {
  /** One dispatched event; `at` is performance.now() when its closing blank line was read. */
  onEvent: (event: string, data: string, at: number) => void;
  /** The stream ended or failed after it had opened. */
  onClose: () => void;
};

export type SseStream = { close: () => void };

/**
 * A minimal EventSource for benchmarks: plain node http, no reconnects, so a dropped stream shows as dropped.
 * Resolves once the server answered 200 with text/event-stream; any other answer, or none within
 * `answerTimeoutMs`, rejects with its status and the start of its body.
 */
export const openSse = (url: string, agent: Agent, answerTimeoutMs: number, handlers: SseHandlers): Promise<SseStream> =>
  new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      // Only the answer is bounded: an open stream may stay quiet between heartbeats.
      req.setTimeout(0);
      res.setEncoding('utf8');
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream')) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => reject(new Error(`${res.statusCode ?? '?'} ${body.slice(0, 200)}`)));
        return;
      }
      let buffer = '';
      let event = '';
      let data: string[] = [];
      // Lines may be split across chunks; only whole lines are parsed, a blank one dispatches (the SSE rules).
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let newline = buffer.indexOf('\n');
        while (newline !== -1) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (line === '') {
            if (data.length > 0) handlers.onEvent(event || 'message', data.join('\n'), at);
            event = '';
            data = [];
          } else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
      });
      // A reset after opening is reported by onClose like any other end, not thrown.
      res.on('error', () => {});
      res.once('close', handlers.onClose);
      resolve({ close: () => req.destroy() });
    });
    req.setTimeout(answerTimeoutMs, () => req.destroy(new Error(`no answer within ${answerTimeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
