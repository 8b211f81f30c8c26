/**
 * Resolves in a new task of the page's event loop (a posted message, as React's scheduler yields):
 * what runs after it is not part of the task that awaited it. A phone's long task blocks input for
 * as long as it runs; two shorter ones let the browser answer in between
 * (docs/decisions/032-start-in-shorter-tasks.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
