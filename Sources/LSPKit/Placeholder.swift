public enum LSPKitVersion {}
