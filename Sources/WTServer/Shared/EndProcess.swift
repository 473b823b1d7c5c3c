#if canImport(Glibc)
    import Glibc
#endif

/// Ends the process with `code` once its output is written: stdio's buffers
/// are flushed, then `_exit` ends it without running exit handlers and
/// static destructors, which `exit` would run while other threads (the
/// HTTP client's, a model request's) may still use what they tear down.
func endProcess(_ code: Int32) -> Never {
    fflush(nil)
    _exit(code)
}
