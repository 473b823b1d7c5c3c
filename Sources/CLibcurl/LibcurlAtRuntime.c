// libcurl, loaded when the first https request is sent rather than when the
// program starts: loading it and the libraries it needs (TLS, Kerberos, LDAP)
// costs every start several milliseconds, and a program that never talks to
// an https server never needs it. The constants below are libcurl's stable
// ABI values (curl/curl.h), which have not changed since they were defined.

#include "CLibcurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_POSTFIELDS = 10015,
    OPT_HTTPHEADER = 10023,
    OPT_NOPROGRESS = 43,
    OPT_POST = 47,
    OPT_XFERINFODATA = 10057,
    OPT_CAINFO = 10065,
    OPT_HTTPGET = 80,
    OPT_NOSIGNAL = 99,
    OPT_POSTFIELDSIZE_LARGE = 30120,
    OPT_TIMEOUT_MS = 155,
    OPT_XFERINFOFUNCTION = 20219,
    INFO_CONTENT_TYPE = 0x100000 + 18,
    INFO_RESPONSE_CODE = 0x200000 + 2,
    GLOBAL_DEFAULT = 3,
    ERROR_SIZE = 256,
};

static struct {
    void *library;
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_getinfo)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int (*global_init)(long);
} curl;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static char load_error[300];
static int load_failed;

static void *symbol(const char *name) {
    void *found = dlsym(curl.library, name);
    if (!found && !load_failed) {
        load_failed = 1;
        snprintf(load_error, sizeof load_error, "libcurl lacks %s", name);
    }
    return found;
}

static void load(void) {
#ifdef __APPLE__
    static const char *const names[] = {"libcurl.4.dylib", "libcurl.dylib"};
#else
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
#endif
    for (size_t k = 0; k < sizeof names / sizeof names[0] && !curl.library; k++) {
        curl.library = dlopen(names[k], RTLD_NOW | RTLD_LOCAL);
    }
    if (!curl.library) {
        load_failed = 1;
        snprintf(load_error, sizeof load_error, "https needs libcurl, which is not installed (%s)", names[0]);
        return;
    }
    *(void **)&curl.easy_init = symbol("curl_easy_init");
    *(void **)&curl.easy_setopt = symbol("curl_easy_setopt");
    *(void **)&curl.easy_getinfo = symbol("curl_easy_getinfo");
    *(void **)&curl.easy_perform = symbol("curl_easy_perform");
    *(void **)&curl.easy_cleanup = symbol("curl_easy_cleanup");
    *(void **)&curl.easy_strerror = symbol("curl_easy_strerror");
    *(void **)&curl.slist_append = symbol("curl_slist_append");
    *(void **)&curl.slist_free_all = symbol("curl_slist_free_all");
    *(void **)&curl.global_init = symbol("curl_global_init");
    if (!load_failed && curl.global_init(GLOBAL_DEFAULT) != 0) {
        load_failed = 1;
        snprintf(load_error, sizeof load_error, "libcurl could not start");
    }
}

const char *wt_curl_load_error(void) {
    pthread_once(&loaded, load);
    return load_failed ? load_error : NULL;
}

struct transfer {
    CURL *easy;
    const wt_curl_handlers *handlers;
    int reported;
};

static void report_response(struct transfer *transfer) {
    if (transfer->reported) return;
    transfer->reported = 1;
    long status = 0;
    char *type = NULL;
    curl.easy_getinfo(transfer->easy, INFO_RESPONSE_CODE, &status);
    curl.easy_getinfo(transfer->easy, INFO_CONTENT_TYPE, &type);
    transfer->handlers->response(transfer->handlers->context, status, type ? type : "");
}

static size_t on_write(char *bytes, size_t size, size_t count, void *context) {
    struct transfer *transfer = context;
    if (transfer->handlers->cancelled(transfer->handlers->context)) return 0;
    report_response(transfer);
    transfer->handlers->data(transfer->handlers->context, bytes, size * count);
    return size * count;
}

static int on_progress(void *context, int64_t total, int64_t now, int64_t sendTotal, int64_t sent) {
    (void)total, (void)now, (void)sendTotal, (void)sent;
    struct transfer *transfer = context;
    return transfer->handlers->cancelled(transfer->handlers->context) ? 1 : 0;
}

int wt_curl_perform(const char *url, const char *method, const char *const *headers, size_t header_count,
                    const void *body, size_t body_count, long timeout_ms, const char *ca_file,
                    const wt_curl_handlers *handlers, char *error, size_t error_size) {
    const char *why = wt_curl_load_error();
    if (why) {
        snprintf(error, error_size, "%s", why);
        return WT_CURL_NOT_LOADED;
    }
    CURL *easy = curl.easy_init();
    if (!easy) {
        snprintf(error, error_size, "libcurl could not start a transfer");
        return WT_CURL_NOT_LOADED;
    }
    struct transfer transfer = {easy, handlers, 0};
    char message[ERROR_SIZE] = "";
    struct curl_slist *list = NULL;
    for (size_t k = 0; k < header_count; k++) list = curl.slist_append(list, headers[k]);
    // No "Expect: 100-continue" round trip before a large body.
    list = curl.slist_append(list, "Expect:");
    curl.easy_setopt(easy, OPT_URL, url);
    curl.easy_setopt(easy, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(easy, OPT_ERRORBUFFER, message);
    curl.easy_setopt(easy, OPT_HTTPHEADER, list);
    curl.easy_setopt(easy, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(easy, OPT_WRITEFUNCTION, on_write);
    curl.easy_setopt(easy, OPT_WRITEDATA, &transfer);
    curl.easy_setopt(easy, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(easy, OPT_XFERINFOFUNCTION, on_progress);
    curl.easy_setopt(easy, OPT_XFERINFODATA, &transfer);
    if (ca_file) curl.easy_setopt(easy, OPT_CAINFO, ca_file);
    if (strcmp(method, "POST") == 0) {
        curl.easy_setopt(easy, OPT_POST, 1L);
        curl.easy_setopt(easy, OPT_POSTFIELDSIZE_LARGE, (int64_t)body_count);
        curl.easy_setopt(easy, OPT_POSTFIELDS, body_count ? body : "");
    } else {
        curl.easy_setopt(easy, OPT_HTTPGET, 1L);
    }
    int result = curl.easy_perform(easy);
    if (result == WT_CURL_OK) report_response(&transfer);
    if (result != WT_CURL_OK && handlers->cancelled(handlers->context)) result = WT_CURL_ABORTED_BY_CALLBACK;
    if (result != WT_CURL_OK) snprintf(error, error_size, "%s", message[0] ? message : curl.easy_strerror(result));
    curl.easy_cleanup(easy);
    curl.slist_free_all(list);
    return result;
}
