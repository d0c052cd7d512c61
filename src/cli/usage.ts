/** The `ledgerlens --help` text and the error type for a wrong command line. */

/** A command line the user got wrong: printed without a stack, exit code 2. */
export class CliError extends Error {
  override name = 'CliError';
}

/** What `ledgerlens --help` prints. */
export const usage = (): string => `Usage: ledgerlens <command> [options]

Commands:
  serve                              Start the service (REST /v1, GraphQL, workers, projections).
                                     What \`npm start\` runs. PORT, HOST and LEDGERLENS_DATA_DIR choose
                                     where it listens and keeps its data.
  extract [--csv | --format csv|xlsx|ofx|qbo|json --out DIR] [--password PASSWORD]
          [--ocr auto|never|force] [--timeout SECONDS] FILE.pdf [...]
                                     Extract statements offline: the JSON processing result per
                                     file (one line per file when several), or the transactions as
                                     CSV; --format writes each file's export (the service's
                                     writers) into DIR as NAME.FORMAT and prints its path;
                                     --password opens protected PDFs; each file runs in its own
                                     thread under a time and memory limit; exit 1 if any failed.
  keys create --account NAME [--plan starter|professional|business|enterprise] [--name KEY_NAME]
              [--allow-ip IP ...] [--role admin|extract]
                                     Create an API key (and the account, if it does not exist);
                                     admin (the default) may also manage the account's keys.
                                     The key is the last word of the last line; it is shown once.
  keys list --account NAME           List an account's keys (never the secrets).
  keys revoke --account NAME KEY_ID  Revoke a key.
  keys log --account NAME KEY_ID [--limit N]
                                     A key's access log, newest first (sampled: one entry per
                                     key per minute, with the caller's IP).
  accounts list                      List accounts, their plans and monthly page limits.
  accounts plan NAME PLAN [--pages N]
                                     Change an account's plan (--pages: the enterprise page limit).
  webhooks create --account NAME --url URL --event job.completed[,job.failed,batch.completed]
                                     Register a webhook endpoint; its signing secret is the last
                                     word of the last line, shown once.
  webhooks list --account NAME       List an account's endpoints (never their secrets).
  webhooks delete --account NAME WEBHOOK_ID
  webhooks deliveries --account NAME WEBHOOK_ID
                                     An endpoint's latest deliveries and how their attempts went.
  webhooks resend --account NAME WEBHOOK_ID DELIVERY_ID
                                     Send a delivery again (the running service sends it).
  accounts analysis NAME JSON        Set the account's default analysis settings for new uploads,
                                     e.g. '{"large_deposit_threshold": 25000}' ({} for the defaults).
  projections rebuild                Rebuild every read model from the event log.
  worker                             Run the extraction worker role alone (distributed mode).
  --help                             This text.
`;
