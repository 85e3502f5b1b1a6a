// The little of the browser's EventSource that `@askq/core/session`'s client uses, over Node's
// fetch: Node 20 has no EventSource. Reads the real handler's SSE stream (no reconnects: a test
// that loses its stream fails).
import type { AskEventSourceLike, AskSessionMessageEvent } from '@askq/core/session';

export class FetchEventSource implements AskEventSourceLike {
  readyState = 0;
  #listeners = new Map<string, ((event: AskSessionMessageEvent) => void)[]>();
  #abort = new AbortController();

  constructor(url: string) {
    void this.#read(url);
  }

  addEventListener(type: string, listener: (event: AskSessionMessageEvent) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = 2;
    this.#abort.abort();
  }

  #emit(type: string, event: AskSessionMessageEvent) {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }

  async #read(url: string) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: this.#abort.signal });
      if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
      this.readyState = 1;
      this.#emit('open', {});
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) type = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (data.length > 0) this.#emit(type, { data: data.join('\n') });
        }
      }
    } catch {
      // closed by the test, or the server went away
    }
    if (this.readyState !== 2) {
      this.readyState = 2;
      this.#emit('error', {});
    }
  }
}
