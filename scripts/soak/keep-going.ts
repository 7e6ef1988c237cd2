// Loaded (--import) into the soak's display and phone processes: as a page in a browser does, a
// display or phone goes on after a request fails unhandled (a reset connection, a refusal) instead
// of ending the process and every client in it. The failure is one line on stderr that the soak
// counts as an error.
process.on('unhandledRejection', (reason) => {
  process.stderr.write(`${JSON.stringify({ unhandled: reason instanceof Error ? reason.message : String(reason) })}\n`);
});
