#ifndef CLIBCURL_H
#define CLIBCURL_H

#include <stddef.h>

/// What a transfer reports while it runs. `context` is passed back to each.
typedef struct {
    void *context;
    /// Once, before the first body bytes (or at the end, for an empty body).
    void (*response)(void *context, long status, const char *content_type);
    /// Body bytes, as they arrive.
    void (*data)(void *context, const char *bytes, size_t count);
    /// Whether the caller gave up: a nonzero answer stops the transfer.
    int (*cancelled)(void *context);
} wt_curl_handlers;

/// Why libcurl (`libcurl.so.4`) cannot be loaded, or NULL when it is
/// loaded. It is loaded on the first call, once for the process.
const char *wt_curl_load_error(void);

/// Sends one HTTP request with libcurl and reports its answer to `handlers`,
/// on the calling thread, until the transfer ends. `headers` are
/// "Name: value" lines; `body` is sent with POST when `method` is "POST".
/// `ca_file`, when not NULL, names the certificates to trust instead of the
/// system's. Returns libcurl's result code (0 when the transfer ended
/// cleanly), with libcurl's message in `error` otherwise.
int wt_curl_perform(const char *url, const char *method, const char *const *headers, size_t header_count,
                    const void *body, size_t body_count, long timeout_ms, const char *ca_file,
                    const wt_curl_handlers *handlers, char *error, size_t error_size);

/// libcurl's result codes that callers tell apart.
enum {
    WT_CURL_OK = 0,
    WT_CURL_COULDNT_RESOLVE_HOST = 6,
    WT_CURL_COULDNT_CONNECT = 7,
    WT_CURL_OPERATION_TIMEDOUT = 28,
    WT_CURL_SSL_CONNECT_ERROR = 35,
    WT_CURL_ABORTED_BY_CALLBACK = 42,
    WT_CURL_PEER_FAILED_VERIFICATION = 60,
    WT_CURL_NOT_LOADED = -1,
};

#endif
