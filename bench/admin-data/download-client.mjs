// The export benchmark's client, in a process of its own as a researcher's browser is: downloads
// one URL (argv[2]) with the headers in argv[3] (JSON), reads the body to its end without keeping
// it, and prints {ms, bytes, lines, encoding} as one JSON line. Its time starts at the request, so
// starting this process is not counted.
const [url, headersJson] = process.argv.slice(2);
const started = performance.now();
const response = await fetch(url, { headers: JSON.parse(headersJson ?? '{}') });
if (!response.ok) throw new Error(`${url}: ${response.status}`);
let bytes = 0;
let lines = 0;
const reader = response.body.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (let at = value.indexOf(0x0a); at !== -1; at = value.indexOf(0x0a, at + 1)) lines += 1;
}
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, bytes, lines, encoding: response.headers.get('content-encoding') ?? 'none' }));
